import Handlebars from 'handlebars';
import { fallbackChain, isLanguage } from '@lsp/i18n';

/** Languages the mails are written in; French and Dutch fall back to English, anything unknown to German. */
export const MAIL_LANGUAGES = ['de', 'en', 'pl'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

const isMailLanguage = (value: string): value is MailLanguage => (MAIL_LANGUAGES as readonly string[]).includes(value);

/**
 * The language a mail is written in for a user's language (the fallback chain of docs/design.md#languages).
 * @example
 * mailLanguageFor('pl');    // 'pl'
 * mailLanguageFor('fr');    // 'en'
 * mailLanguageFor('de-AT'); // 'de'
 * mailLanguageFor('xx');    // 'de'
 */
export function mailLanguageFor(language: string | null | undefined): MailLanguage {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (!isLanguage(primary)) return 'de';
  return fallbackChain(primary).find(isMailLanguage) ?? 'de';
}

/** What every template may read besides the caller's data. */
export interface MailContext {
  /** The address users reach the product at (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

/** Handlebars sources of one template in one language. */
export interface MailSources {
  /** One line of plain text. */
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The HTML body's content; the layout around it (document, styles, signature) is added. */
  html: string;
}

/**
 * A mail template: its sources per language and the view that turns the caller's data into what
 * the sources read (translated labels, formatted values, links). Views give every field the
 * sources use, since they are compiled in strict mode.
 */
export interface MailTemplateDefinition<Data> {
  sources: Readonly<Record<MailLanguage, MailSources>>;
  /** Whether the provider's closing and signature end the mail (default true; false for internal mails). */
  signed?: boolean;
  view(data: Data, language: MailLanguage, context: MailContext): object;
}

export interface RenderedMail {
  language: MailLanguage;
  subject: string;
  text: string;
  html: string;
}

/** The provider's signature under every mail. SAMPLE DATA, as in apps/web/src/constants/provider.ts. */
export const PROVIDER_SIGNATURE = {
  company: 'DH Lift Ventilation GmbH',
  address: 'Am Windkanal 12, 20457 Hamburg',
  email: 'planer@dh-lift-ventilation.de',
  phone: '+49 40 66969-123',
} as const;

const closing: Record<MailLanguage, string> = {
  de: 'Mit freundlichen Grüßen\nIhr Team von DH Lift Ventilation',
  en: 'Kind regards\nYour DH Lift Ventilation team',
  pl: 'Z poważaniem\nZespół DH Lift Ventilation',
};

function textSignature(language: MailLanguage): string {
  const { company, address, email, phone } = PROVIDER_SIGNATURE;
  return `${closing[language]}\n\n${company}\n${address}\n${email} · ${phone}\n`;
}

function htmlSignature(language: MailLanguage): string {
  const { company, address, email, phone } = PROVIDER_SIGNATURE;
  const closingHtml = closing[language]
    .split('\n')
    .map((line) => Handlebars.escapeExpression(line))
    .join('<br>');
  return `<p style="margin-top:24px">${closingHtml}</p>
<p style="margin-top:24px;font-size:12px;color:#616e7c">${company}<br>${address}<br><a href="mailto:${email}" style="color:#616e7c">${email}</a> · ${phone}</p>`;
}

function htmlLayout(language: MailLanguage, content: string): string {
  return `<!DOCTYPE html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{subject}}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:4px">
${content}
</div>
</body>
</html>
`;
}

// Templates get their own Handlebars environment: no helper or partial registered elsewhere leaks in.
const handlebars = Handlebars.create();

/**
 * Compiles a template once for every language: subject and text as plain text, the HTML with
 * every value HTML-escaped, in the common layout with the provider's signature.
 */
export function compileMailTemplate<Data>(definition: MailTemplateDefinition<Data>) {
  const compiled = Object.fromEntries(
    MAIL_LANGUAGES.map((language) => {
      const sources = definition.sources[language];
      const signed = definition.signed ?? true;
      return [
        language,
        {
          subject: handlebars.compile(sources.subject, { noEscape: true, strict: true }),
          text: handlebars.compile(signed ? sources.text + textSignature(language) : sources.text, { noEscape: true, strict: true }),
          html: handlebars.compile(htmlLayout(language, signed ? `${sources.html}\n${htmlSignature(language)}` : sources.html), {
            strict: true,
          }),
        },
      ];
    }),
  ) as Record<MailLanguage, Record<keyof MailSources, ReturnType<typeof handlebars.compile>>>;
  return (data: Data, language: MailLanguage, context: MailContext): RenderedMail => {
    const view = definition.view(data, language, context);
    const templates = compiled[language];
    // A subject is one header line, whatever the data holds.
    const subject = templates.subject(view).replace(/\s+/g, ' ').trim();
    return {
      language,
      subject,
      text: templates
        .text(view)
        .replace(/\r\n?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimStart(),
      html: templates.html({ ...view, subject }),
    };
  };
}
