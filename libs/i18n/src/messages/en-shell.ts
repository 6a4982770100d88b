import type { Catalogue } from '../catalogue.js';
import { labelsIn } from '../labels/label.js';
import { PROJECT_STATE_LABELS } from '../labels/project-state-labels.js';
import { enApiErrors } from './en-api-errors.js';
import type { deShell } from './de-shell.js';

/** English texts of the app's frame. Falls back to German. */
export const enShell: Catalogue<typeof deShell> = {
  apiError: enApiErrors,
  app: {
    title: 'Lift-shaft ventilation planner',
    provider: 'DH Lift Ventilation',
  },
  common: {
    cancel: 'Cancel',
    close: 'Close',
  },
  menu: {
    calculator: 'Calculator',
    simulator: 'Simulator',
    logout: 'Log out',
    language: 'Language',
    currency: 'Currency',
    userMenu: 'User menu',
    mainNavigation: 'Main navigation',
    skipToContent: 'Skip to content',
  },
  language: {
    de: 'German',
    en: 'English',
    pl: 'Polish',
    fr: 'French',
    nl: 'Dutch',
    fallbackNotice: '{{language}} is not fully translated yet. The texts are shown in {{fallback}}.',
  },
  currency: {
    replacedNotice: 'The currency {{chosen}} is not offered here. Prices are shown in {{shown}}.',
  },
  newVersion: {
    text: 'A new version is available – reload to use it.',
    reload: 'Reload',
    later: 'Later',
  },
  offline: {
    savedProject: 'You are offline. Opening a saved project needs a connection to the server; a new calculation works offline too.',
    projects:
      'You are offline. The project list needs a connection to the server; you can start and calculate a new calculation offline too.',
    outbox: {
      kept: 'Saved on this device – will be sent once there is a connection',
      heading: 'On this device, not sent yet',
      marker: 'Not sent',
      conflict: 'Saved elsewhere meanwhile – please open it and decide',
      refused: 'Refused by the server – please open it, check it and save it again',
      savedAt: 'saved {{time}}',
      unnamed: 'New project without a name',
      signOutTitle: 'Sign out and lose drafts?',
      signOutWarning: 'Drafts on this device not sent yet: {{count}}. Signing out loses them.',
      signOutStay: 'Stay signed in',
      signOutAnyway: 'Sign out anyway',
      conflictTitle: 'The project was saved while you were offline',
      conflictIntro:
        'You saved this project on this device ({{kept}}); meanwhile it was saved elsewhere ({{saved}}). Your version has not been sent yet.',
      choice:
        'You can keep your version as a copy, take the saved version, or merge both field by field: no field was changed on both sides.',
      choiceCollides:
        'Some fields were changed on both sides, so there is no merge: keep your version as a copy or take the saved version.',
      asCopy: 'Keep mine as a copy',
      copied: 'Your version is now a project of its own ({{copy}}). Project {{stored}} stays as it was saved elsewhere.',
      openStored: 'Open the saved version',
      takeServer: "Take the server's version",
      merge: 'Merge',
      mine: 'On this device',
      theirs: 'Saved on the server',
      totalChanged: "sent. With today's prices the total (net) changes: {{from}} → {{to}}",
    },
  },
  loading: {
    text: 'Loading …',
    operationCode: 'Operation {{code}}',
    slow: 'This is taking longer than usual.',
    report: 'Report the problem to support',
    reportSending: 'Sending the report …',
    reportSent: 'Thank you! Our support has received your report (ticket {{id}}).',
    reportFailed: 'The report could not be sent: {{reason}}',
    failed: 'Loading failed',
    retry: 'Try again',
  },
  error: {
    title: 'Something went wrong',
    description:
      'The page could not be displayed. Please reload the page. If the problem persists, please contact our support and quote the operation code.',
    reload: 'Reload page',
    identityProviderUnavailable: 'The sign-in service is not available. Please try again later.',
    noTokenSource: 'No token source available!',
    signInFailed: 'Sign-in failed.',
    signInAgain: 'Sign in again',
    pdf: {
      unavailable: 'PDF printing is not set up on this server (no Chromium). The Excel file is available; please contact the operator.',
    },
    database: {
      unavailable: 'The server cannot reach its database right now. Please try again in a few seconds.',
    },
    api: {
      fetch: 'The server cannot be reached. Please check your internet connection.',
      status: 'The server refused the request ({{status}}).',
      syntax: 'The server sent an unreadable answer.',
      validation: 'The server answered in an unexpected format.',
      internal: 'An internal error occurred.',
    },
  },
  account: {
    title: 'Account not activated yet',
    message: {
      notActivated:
        'Your account has not been activated yet. Please contact our customer service so that we can activate your account for your company.',
    },
  },
  footer: {
    contact: 'Contact',
    terms: 'Terms',
    imprint: 'Legal notice',
    dataProtection: 'Data protection',
    cookieConsent: 'Cookie settings',
    cookies: {
      title: 'Cookies and browser storage',
      intro: 'The planner stores only what it needs to work:',
      signIn: 'Sign-in: cookies of the sign-in service that keep you signed in; they end with the session or when you sign out.',
      session: 'Session: your access tokens in this tab’s session storage; they are deleted when the tab is closed.',
      preferences: 'The language and currency you choose: in this browser’s storage, for 7 days.',
      nothingToChoose: 'There are no cookies for statistics, advertising or third parties, so there is nothing to choose here.',
      close: 'Close',
    },
    contactCorner: 'Questions about your planning? We are happy to help.',
    mailTo: 'Email {{address}}',
    callTo: 'Call {{number}}',
    legalLinks: 'Legal',
  },
  terms: {
    title: 'Legal information',
    close: 'Close',
    tabs: {
      terms: 'Terms and conditions',
      imprint: 'Legal notice',
      dataProtection: 'Data protection declaration',
    },
    columns: {
      company: 'Company',
      country: 'Country',
      documents: 'Documents',
    },
    country: {
      de: 'Germany',
      at: 'Austria',
      int: 'International',
    },
    documentType: {
      TERMS_OF_SERVICE: 'General terms and conditions',
      INSTALLATION_CONDITIONS: 'Installation conditions',
      SALE_AND_DELIVERY_CONDITIONS: 'Conditions of sale and delivery',
    },
    linkLabel: '{{type}} ({{language}})',
    otherLanguageHint: 'This document is available in {{language}}.',
    empty: 'No documents are available at the moment.',
    loadFailed: 'The documents could not be loaded.',
  },
  imprint: {
    country: 'Germany',
    registerCourtName: 'Hamburg Local Court ({{court}})',
    sampleValue: '{{value}} (sample)',
    responsiblePerson: '{{name}}, address as above',
    title: 'Legal notice',
    provider: 'Provider',
    representedBy: 'Represented by the managing directors',
    register: 'Commercial register',
    registerCourt: 'Register court',
    registerNumber: 'Register number',
    vatId: 'VAT identification number',
    contact: 'Contact',
    phone: 'Phone',
    email: 'Email',
    responsible: 'Responsible for the content',
    disputeResolution: 'Dispute resolution',
    disputeResolutionText:
      'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. This service is intended exclusively for businesses.',
    sample: 'Sample details: this legal notice is a placeholder and will be replaced by the provider’s binding details before going live.',
  },
  dataProtection: {
    title: 'Data protection declaration',
    sample:
      'Sample text: this data protection declaration is a placeholder and will be replaced by the provider’s binding version before going live.',
    controllerTitle: '1. Controller',
    controllerText: 'The company named in the legal notice is responsible for processing personal data in this planning tool.',
    dataTitle: '2. What data we process',
    dataText:
      'We process the data of your user account (name, email address, company, country) and the project data you enter and save in the calculator, including uploaded documents.',
    purposeTitle: '3. Purpose and legal basis',
    purposeText:
      'The processing serves the planning and calculation of ventilation and smoke-extraction systems and the handling of your requests, offers and orders (Art. 6 (1) (b) GDPR).',
    storageTitle: '4. Storage in your browser',
    storageText:
      'Your chosen language and currency are kept in your browser’s local storage for a limited time. Technically necessary session data is stored for signing in.',
    rightsTitle: '5. Your rights',
    rightsText:
      'You have the right of access, rectification, erasure, restriction of processing, data portability and objection. Please use the contact details in the legal notice.',
  },
  projectExplorer: {
    title: 'Projects',
    newProject: 'New project',
    search: 'Search project number',
    searchPlaceholder: 'e.g. C20261121-3',
    view: 'View',
    views: { all: 'All', own: 'Own', own_company: 'Company' },
    columns: {
      id: 'Project number',
      name: 'Project name',
      state: 'State',
      createdAt: 'Created',
      createdBy: 'Created by',
      company: 'Company',
      actions: 'Actions',
    },
    actions: {
      edit: 'Edit',
      editProject: 'Edit project {{id}}',
      template: 'Use as template',
      templateProject: 'Use project {{id}} as template',
      delete: 'Delete',
      deleteProject: 'Delete project {{id}}',
      deleteNotAllowed: 'Projects the provider is working on cannot be deleted.',
    },
    delete: {
      title: 'Delete project?',
      question: 'Do you really want to delete project {{id}} “{{name}}”?',
      confirm: 'Delete',
      done: 'Project {{id}} was deleted.',
      failed: 'Project {{id}} could not be deleted: {{reason}}',
    },
    unnamed: '(no name)',
    noProjects: 'There are no projects yet. Start with “New project”.',
    noMatches: 'No projects found for “{{query}}”.',
    noMoreProjects: 'No more projects.',
    loadMore: 'Load more projects',
  },
  /** The state names, one catalogue for the app, the documents and the mails (labels/project-state-labels.ts). */
  projectState: labelsIn(PROJECT_STATE_LABELS, 'en'),
  simulator: {
    title: 'Simulator',
    frameTitle: 'Lift-shaft smoke extraction simulator',
    openSeparately: 'Open in a new window',
    unreachable: 'The simulator server {{host}} does not answer. Please try again in a few minutes.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address you opened does not exist. The link may have been mistyped, or the page has moved.',
    home: 'Go to the project overview',
  },
};
