import { DESIGN } from '@lsp/design';

const { colour, radius, fontFamily } = DESIGN;

/** The apps' design (libs/design) for the few pages the server writes itself: sign-in, another address. Fields and buttons are 44 px high, a fingertip's size. */
export const PLAIN_PAGE_STYLES = `
body{margin:0;font-family:${fontFamily};background:${colour.background};color:${colour.text}}
main{max-width:360px;margin:10vh auto;background:${colour.paper};border-radius:${radius}px;box-shadow:0 2px 8px rgba(0,0,0,.12);padding:32px}
h1{font-size:1.4rem;font-weight:600;margin:0 0 4px}p.sub{margin:0 0 24px;color:${colour.textSecondary};font-size:.9rem}
label{display:block;font-size:.85rem;margin:16px 0 6px;color:${colour.text}}
input{width:100%;box-sizing:border-box;min-height:44px;padding:10px 12px;font-size:1rem;border:1px solid #b8c2cc;border-radius:${radius}px}
input:focus{outline:2px solid ${colour.primary};border-color:${colour.primary}}
button{margin-top:24px;width:100%;min-height:44px;padding:11px;font-size:1rem;font-weight:${DESIGN.buttonWeight};border:0;border-radius:${radius}px;background:${colour.primary};color:#fff;cursor:pointer}
button:hover{background:${colour.primaryDark}}.error{background:${colour.errorBackground};color:${colour.error};padding:10px 12px;border-radius:${radius}px;font-size:.9rem;margin-bottom:8px}
`;
