/** The backoffice's own texts (react-admin's polyglot syntax: `%{name}`). */
const de = {
  lsp: {
    title: 'Backoffice',
    product: 'Aufzugsschacht-Lüftungsplaner',
    dashboard: {
      title: 'Übersicht',
      welcome: 'Willkommen im Backoffice',
      signedInAs: 'Angemeldet als %{name}',
      company: 'Unternehmen: %{company}',
      groups: 'Rollen:',
      upcoming: 'Hier pflegen Sie künftig Produkte, Regelwerke, AGB, Einstellungen und Projektstatus.',
    },
    adminsOnly: {
      title: 'Nur für Administratoren',
      text: 'Das Backoffice ist nur für Mitarbeitende des Anbieters mit der Rolle „Admin“ zugänglich. Sie sind als %{name} angemeldet.',
      logout: 'Abmelden',
    },
    login: {
      redirecting: 'Weiterleitung zur Anmeldung …',
    },
  },
};

const en: typeof de = {
  lsp: {
    title: 'Backoffice',
    product: 'Lift-shaft ventilation planner',
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome to the backoffice',
      signedInAs: 'Signed in as %{name}',
      company: 'Company: %{company}',
      groups: 'Roles:',
      upcoming: 'This is where you will maintain products, rule sets, terms, settings and project states.',
    },
    adminsOnly: {
      title: 'Admins only',
      text: 'The backoffice is only open to the provider’s staff with the “Admin” role. You are signed in as %{name}.',
      logout: 'Log out',
    },
    login: {
      redirecting: 'Redirecting to sign-in …',
    },
  },
};

export const appMessages = { de, en };
