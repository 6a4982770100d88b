import type { MailLanguage, MailTemplateDefinition } from './mail-template.js';

/** Data of the `support-ticket` mail: a new ticket, sent to the support desk (SUPPORT_MAIL_TO). */
export interface SupportTicketMail {
  ticketId: number;
  subject: string;
  area: string;
  description: string;
  createdByName: string;
  createdByEmail: string;
  companyId: number | null;
  companyName: string;
  createdAt: Date;
}

const LOCALES: Record<MailLanguage, string> = { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' };

function view(data: SupportTicketMail, language: MailLanguage) {
  const createdAt = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(data.createdAt);
  return {
    ticketId: data.ticketId,
    subject: data.subject,
    area: data.area,
    description: data.description,
    createdBy: data.createdByEmail ? `${data.createdByName} <${data.createdByEmail}>` : data.createdByName,
    company: data.companyId === null ? data.companyName : `${data.companyName} (${data.companyId})`,
    createdAt,
  };
}

interface Labels {
  title: string;
  area: string;
  from: string;
  company: string;
  at: string;
  description: string;
}

const text = (l: Labels) => `${l.title} #{{ticketId}}: {{subject}}

${l.area}: {{area}}
${l.from}: {{createdBy}}
${l.company}: {{company}}
${l.at}: {{createdAt}}

${l.description}:
{{description}}

`;

const html = (l: Labels) => `<p><strong>${l.title} #{{ticketId}}</strong>: {{subject}}</p>
<table role="presentation" style="border-collapse:collapse;margin:16px 0">
<tr><td style="padding:4px 12px 4px 0;color:#616e7c">${l.area}</td><td>{{area}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#616e7c">${l.from}</td><td>{{createdBy}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#616e7c">${l.company}</td><td>{{company}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#616e7c">${l.at}</td><td>{{createdAt}}</td></tr>
</table>
<p style="color:#616e7c">${l.description}</p>
<p style="white-space:pre-wrap">{{description}}</p>`;

const labels: Record<MailLanguage, Labels> = {
  de: { title: 'Support-Ticket', area: 'Bereich', from: 'Von', company: 'Unternehmen', at: 'Erstellt', description: 'Beschreibung' },
  en: { title: 'Support ticket', area: 'Area', from: 'From', company: 'Company', at: 'Created', description: 'Description' },
  pl: { title: 'Zgłoszenie serwisowe', area: 'Obszar', from: 'Od', company: 'Firma', at: 'Utworzono', description: 'Opis' },
};

export const supportTicketTemplate: MailTemplateDefinition<SupportTicketMail> = {
  view,
  signed: false,
  sources: {
    de: { subject: `[Support #{{ticketId}}] {{subject}} ({{area}})`, text: text(labels.de), html: html(labels.de) },
    en: { subject: `[Support #{{ticketId}}] {{subject}} ({{area}})`, text: text(labels.en), html: html(labels.en) },
    pl: { subject: `[Support #{{ticketId}}] {{subject}} ({{area}})`, text: text(labels.pl), html: html(labels.pl) },
  },
};
