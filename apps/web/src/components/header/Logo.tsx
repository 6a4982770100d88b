import logoUrl from './logo.svg';

/** The provider's mark, 45 px high (docs/design.md#shell). */
export function Logo() {
  return <img src={logoUrl} alt="DH Lift Ventilation" height={45} width={45} style={{ display: 'block' }} />;
}
