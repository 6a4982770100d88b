import type { ProjectState } from '@lsp/domain';
import { DESIGN } from '@lsp/design';
import { QUOTE_LABELS } from '@lsp/i18n';
import type { MailContext, MailLanguage, MailTemplateDefinition } from './mail-template.js';

/** One change the provider made to a project; null means not set. */
export type ProjectChange =
  | { field: 'state'; from: ProjectState | null; to: ProjectState | null }
  | { field: 'offerNumber' | 'orderNumber'; from: string | null; to: string | null };

/**
 * Data of the `project-changed` mail: the provider changed a customer's project (an admin saved
 * it with `sendMail=true`, docs/design.md#project-states).
 * @example
 * { customerName: 'Max Mustermann', projectId: 'C20261120-3', projectName: 'Hauptstraße 5',
 *   changes: [{ field: 'state', from: 'SUBMITTED', to: 'OFFER_CREATED' },
 *             { field: 'offerNumber', from: null, to: 'A-2026-0815' }] }
 */
export interface ProjectChangedMail {
  /** The customer's full name, for the greeting (empty: a greeting without name). */
  customerName: string;
  projectId: string;
  projectName: string;
  /** In the order they are listed; may be empty (the mail then just says the project changed). */
  changes: ProjectChange[];
  /** The provider's message to the customer (the state MESSAGE_FROM_DH), quoted in the mail. */
  message?: string;
  /** The offer the project now has: its number and last day (YYYY-MM-DD), null when it does not expire. */
  offer?: { number: string; validUntil: string | null };
  /** Where the customer opens the project; default `{PUBLIC_URL}/calculation/{projectId}/cost-calculation`. */
  projectUrl?: string;
}

/**
 * The state names customers read, per mail language: the app's own names (libs/i18n), so the
 * mail says what the project list shows.
 */
export const PROJECT_STATE_NAMES: Readonly<Record<MailLanguage, Readonly<Record<ProjectState, string>>>> = {
  de: QUOTE_LABELS.de.values.projectState,
  en: QUOTE_LABELS.en.values.projectState,
  pl: QUOTE_LABELS.pl.values.projectState,
};

/** The changed fields' names, as the quote documents label them. */
const fieldLabel = (language: MailLanguage, field: ProjectChange['field']): string => QUOTE_LABELS[language].fields[field];

const NOT_SET = '—';

export function projectUrlFor(publicUrl: string, projectId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/calculation/${encodeURIComponent(projectId)}/cost-calculation`;
}

function displayValue(change: ProjectChange, value: string | null, language: MailLanguage): string {
  if (value === null || value === '') return NOT_SET;
  switch (change.field) {
    case 'state':
      return PROJECT_STATE_NAMES[language][value as ProjectState] ?? value;
    case 'offerNumber':
    case 'orderNumber':
      return value;
    default: {
      const unexpected: never = change;
      throw new Error(`Unknown project change ${JSON.stringify(unexpected)}`);
    }
  }
}

function view(data: ProjectChangedMail, language: MailLanguage, context: MailContext) {
  const stateChange = data.changes.find((change) => change.field === 'state');
  return {
    customerName: data.customerName.trim(),
    projectId: data.projectId,
    projectName: data.projectName,
    changes: data.changes.map((change) => ({
      label: fieldLabel(language, change.field),
      from: displayValue(change, change.from, language),
      to: displayValue(change, change.to, language),
    })),
    newState: stateChange?.to ? displayValue(stateChange, stateChange.to, language) : null,
    message: data.message?.trim() ?? '',
    offerNumber: data.offer?.number ?? '',
    offerValidUntil: data.offer?.validUntil ? calendarDay(data.offer.validUntil, language) : '',
    projectUrl: data.projectUrl ?? projectUrlFor(context.publicUrl, data.projectId),
  };
}

/** A calendar day in the reader's notation: 09.01.2027, 09/01/2027. */
function calendarDay(day: string, language: MailLanguage): string {
  const locale = { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' }[language];
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** The offer's validity, one sentence (text and HTML alike). */
const offerLine = (valid: string, open: string) => `{{#if offerNumber}}{{#if offerValidUntil}}${valid}{{else}}${open}{{/if}}{{/if}}`;

const changesTable = (headings: [string, string, string]) => `{{#if changes.length}}
<table role="presentation" style="border-collapse:collapse;margin:16px 0;width:100%">
<tr><th style="text-align:left;padding:6px 8px;border-bottom:1px solid #cbd2d9">${headings[0]}</th><th style="text-align:left;padding:6px 8px;border-bottom:1px solid #cbd2d9">${headings[1]}</th><th style="text-align:left;padding:6px 8px;border-bottom:1px solid #cbd2d9">${headings[2]}</th></tr>
{{#each changes}}
<tr><td style="padding:6px 8px">{{label}}</td><td style="padding:6px 8px">{{from}}</td><td style="padding:6px 8px"><strong>{{to}}</strong></td></tr>
{{/each}}
</table>
{{/if}}`;

/** The provider's message, as written (escaped; line breaks kept). */
const messageBlock = (heading: string) => `{{#if message}}
<p><strong>${heading}</strong></p>
<p style="white-space:pre-wrap;border-left:3px solid #cbd2d9;padding-left:12px">{{message}}</p>
{{/if}}`;

const button = (label: string) =>
  `<p><a href="{{projectUrl}}" style="display:inline-block;padding:10px 18px;background:${DESIGN.colour.primary};color:#ffffff;text-decoration:none;border-radius:4px">${label}</a></p>
<p style="font-size:12px;color:#616e7c">{{projectUrl}}</p>`;

export const projectChangedTemplate: MailTemplateDefinition<ProjectChangedMail> = {
  view,
  sources: {
    de: {
      subject: '{{#if newState}}Projekt {{projectId}}: Status „{{newState}}“{{else}}Projekt {{projectId}} wurde aktualisiert{{/if}}',
      text: `{{#if customerName}}Guten Tag {{customerName}},{{else}}Guten Tag,{{/if}}

DH Lift Ventilation hat Ihr Projekt {{projectId}} „{{projectName}}“ bearbeitet.
{{#if changes.length}}

Geändert wurde:
{{#each changes}}
- {{label}}: {{from}} → {{to}}
{{/each}}
{{/if}}
{{#if message}}

Nachricht von DH Lift Ventilation:
{{message}}
{{/if}}
{{#if offerNumber}}

${offerLine('Das Angebot {{offerNumber}} ist gültig bis {{offerValidUntil}}.', 'Das Angebot {{offerNumber}} ist unbefristet gültig.')}
{{/if}}

Sie finden das Projekt hier:
{{projectUrl}}

`,
      html: `<p>{{#if customerName}}Guten Tag {{customerName}},{{else}}Guten Tag,{{/if}}</p>
<p>DH Lift Ventilation hat Ihr Projekt <strong>{{projectId}}</strong> „{{projectName}}“ bearbeitet.</p>
${changesTable(['Geändert', 'Bisher', 'Neu'])}
${messageBlock('Nachricht von DH Lift Ventilation:')}
{{#if offerNumber}}<p>${offerLine('Das Angebot {{offerNumber}} ist gültig bis <strong>{{offerValidUntil}}</strong>.', 'Das Angebot {{offerNumber}} ist unbefristet gültig.')}</p>{{/if}}
${button('Projekt öffnen')}`,
    },
    en: {
      subject: '{{#if newState}}Project {{projectId}}: status "{{newState}}"{{else}}Project {{projectId}} has been updated{{/if}}',
      text: `{{#if customerName}}Hello {{customerName}},{{else}}Hello,{{/if}}

DH Lift Ventilation has updated your project {{projectId}} "{{projectName}}".
{{#if changes.length}}

What changed:
{{#each changes}}
- {{label}}: {{from}} → {{to}}
{{/each}}
{{/if}}
{{#if message}}

Message from DH Lift Ventilation:
{{message}}
{{/if}}
{{#if offerNumber}}

${offerLine('Offer {{offerNumber}} is valid until {{offerValidUntil}}.', 'Offer {{offerNumber}} does not expire.')}
{{/if}}

You can open the project here:
{{projectUrl}}

`,
      html: `<p>{{#if customerName}}Hello {{customerName}},{{else}}Hello,{{/if}}</p>
<p>DH Lift Ventilation has updated your project <strong>{{projectId}}</strong> "{{projectName}}".</p>
${changesTable(['Changed', 'Before', 'Now'])}
${messageBlock('Message from DH Lift Ventilation:')}
{{#if offerNumber}}<p>${offerLine('Offer {{offerNumber}} is valid until <strong>{{offerValidUntil}}</strong>.', 'Offer {{offerNumber}} does not expire.')}</p>{{/if}}
${button('Open the project')}`,
    },
    pl: {
      subject: '{{#if newState}}Projekt {{projectId}}: status „{{newState}}”{{else}}Projekt {{projectId}} został zaktualizowany{{/if}}',
      text: `{{#if customerName}}Dzień dobry {{customerName}},{{else}}Dzień dobry,{{/if}}

DH Lift Ventilation zaktualizował Państwa projekt {{projectId}} „{{projectName}}”.
{{#if changes.length}}

Zmiany:
{{#each changes}}
- {{label}}: {{from}} → {{to}}
{{/each}}
{{/if}}
{{#if message}}

Wiadomość od DH Lift Ventilation:
{{message}}
{{/if}}
{{#if offerNumber}}

${offerLine('Oferta {{offerNumber}} jest ważna do {{offerValidUntil}}.', 'Oferta {{offerNumber}} jest ważna bezterminowo.')}
{{/if}}

Projekt można otworzyć tutaj:
{{projectUrl}}

`,
      html: `<p>{{#if customerName}}Dzień dobry {{customerName}},{{else}}Dzień dobry,{{/if}}</p>
<p>DH Lift Ventilation zaktualizował Państwa projekt <strong>{{projectId}}</strong> „{{projectName}}”.</p>
${changesTable(['Zmiana', 'Wcześniej', 'Teraz'])}
${messageBlock('Wiadomość od DH Lift Ventilation:')}
{{#if offerNumber}}<p>${offerLine('Oferta {{offerNumber}} jest ważna do <strong>{{offerValidUntil}}</strong>.', 'Oferta {{offerNumber}} jest ważna bezterminowo.')}</p>{{/if}}
${button('Otwórz projekt')}`,
    },
  },
};
