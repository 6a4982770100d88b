import { compileMailTemplate, mailLanguageFor, type MailContext, type MailLanguage, type RenderedMail } from './mail-template.js';
import { projectChangedTemplate, type ProjectChangedMail } from './project-changed.template.js';
import { supportTicketTemplate, type SupportTicketMail } from './support-ticket.template.js';

export { MAIL_LANGUAGES, mailLanguageFor, type MailContext, type MailLanguage, type RenderedMail } from './mail-template.js';
export { PROJECT_STATE_NAMES, projectUrlFor, type ProjectChange, type ProjectChangedMail } from './project-changed.template.js';
export type { SupportTicketMail } from './support-ticket.template.js';

/** Every mail template by key, with the data its caller passes. */
export interface MailTemplateData {
  'project-changed': ProjectChangedMail;
  'support-ticket': SupportTicketMail;
}
export type MailTemplateKey = keyof MailTemplateData;

type Renderer<K extends MailTemplateKey> = (data: MailTemplateData[K], language: MailLanguage, context: MailContext) => RenderedMail;

// Compiled once, when the module loads: a broken template stops the start, not a request.
const renderers: { [K in MailTemplateKey]: Renderer<K> } = {
  'project-changed': compileMailTemplate(projectChangedTemplate),
  'support-ticket': compileMailTemplate(supportTicketTemplate),
};

export const MAIL_TEMPLATE_KEYS = Object.keys(renderers) as MailTemplateKey[];

/**
 * Renders a mail in the language that serves the user's language best (de, en or pl).
 * @example
 * renderMail('project-changed', data, 'fr', { publicUrl: 'https://planner.example.com' }).language // 'en'
 */
export function renderMail<K extends MailTemplateKey>(
  template: K,
  data: MailTemplateData[K],
  language: string | null | undefined,
  context: MailContext,
): RenderedMail {
  const render: Renderer<K> = renderers[template];
  return render(data, mailLanguageFor(language), context);
}
