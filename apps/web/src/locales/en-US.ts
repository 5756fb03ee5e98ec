import type { Messages } from './zh-CN.ts';

export const enUS: Messages = {
  app: { name: 'After-Sales Service Back Office', short: 'After-sales' },
  common: {
    ok: 'OK', cancel: 'Cancel', confirm: 'Confirm', save: 'Save', delete: 'Delete', edit: 'Edit', add: 'Add', view: 'View',
    search: 'Search', reset: 'Reset', refresh: 'Refresh', export: 'Export', import: 'Import', actions: 'Actions', yes: 'Yes', no: 'No',
    loading: 'Loading…', empty: 'No data', success: 'Done', pickOrder: 'Type an order number to search', tip: 'Notice', close: 'Close', upload: 'Upload', clear: 'Clear',
    confirmDelete: 'Delete the selected records?', total: '{{total}} in total', enabled: 'Enabled', disabled: 'Disabled', status: 'Status',
    createTime: 'Created', pickDateTime: 'Select date and time', remark: 'Remark', sort: 'Order', name: 'Name', code: 'Code', back: 'Back',
  },
  time: { justNow: 'just now', minutesAgo: '{{n}} minutes ago', hoursAgo: '{{n}} hours ago', oneDayAgo: '1 day ago', today: 'Today', yesterday: 'Yesterday', last7Days: 'Last 7 days', lastWeek: 'Last week', lastMonth: 'Last month', last3Months: 'Last three months' },
  login: {
    title: 'After-Sales Service Back Office', subtitle: 'Service for home appliances and electronics', tabPassword: 'Password', tabMobile: 'Mobile',
    username: 'Username', password: 'Password', tenant: 'Choose a tenant', captcha: 'Verification code', submit: 'Sign in',
    mobile: 'Mobile number', smsCode: 'SMS code', sendCode: 'Send code', resend: 'Resend in {{s}} s', codeSent: 'The code has been sent',
    social: 'Other sign-in', usernameRequired: 'Enter your username', passwordRequired: 'Enter your password', captchaRequired: 'Enter the verification code',
    codeRequired: 'Enter the SMS code', refreshCaptcha: 'Another image', redirecting: 'Signing in…', copyright: '© {{year}} After-Sales Service Back Office',
  },
  session: { expiredTitle: 'Notice', expired: 'The status has expired; Please login again', loginAgain: 'Login again' },
  error: {
    timeout: 'The request timed out; please try again later', network: 'Network error; check your connection', failed: 'Operation failed. Please try again later.',
    page404: 'Sorry, the page you visited does not exist', page401: 'Sorry, you need to sign in first', page403: 'Sorry, you may not open this page', page500: 'Sorry, the server went wrong',
    backHome: 'Back home', toLogin: 'Sign in',
  },
  shell: {
    home: 'Home', info: 'Personal information', settings: 'Interface settings', logout: 'Log out', logoutConfirm: 'Log out of the system. Continue?',
    lock: 'Lock', lockTitle: 'Set a lock password', lockPlaceholder: 'Enter a lock password', lockRequired: 'The lock password cannot be empty',
    unlock: 'Unlock', unlockPlaceholder: 'Enter the lock password and press Enter', unlockWrong: 'Wrong lock password', fullscreen: 'Full screen', exitFullscreen: 'Exit full screen',
    switchOrg: 'Switch organisation', noMenu: 'No menu found', closeOthers: 'Close others', closeAll: 'Close all', more: 'More', language: 'Language',
    theme: 'Theme', themeColor: 'Theme colour', collapse: 'Collapse menu', expand: 'Expand menu', errorLog: 'Error log',
    reminders: 'Reminders due: {{count}}', reminderPanel: { empty: 'No reminders are due', all: 'See all in the work order warnings ({{count}})' }, dynamicPage: 'Generated page', noSuchTable: 'There is no table {{name}}', tenantSwitched: 'Switched to {{name}}', currentOrg: 'Current',
  },
  settings: {
    switches: 'Show in the shell', tags: 'Tab bar', log: 'Error log', theme: 'Theme', color: 'Theme colour', fullscreen: 'Full screen', lock: 'Lock', collapse: 'Collapse menu', topMenu: 'Top menu',
    themes: { default: 'Default', 'theme-white': 'White', 'theme-star': 'Starry', 'theme-iview': 'iView', 'theme-d2': 'D2', 'theme-hey': 'Hey' },
  },
  errorLog: {
    upload: 'Upload to server', clear: 'Clear local logs', uploadConfirm: 'Upload the local logs to the server?', uploaded: 'Sent!', clearConfirm: 'Clear the local log records?',
    cleared: 'Cleared!', type: 'Type', url: 'URL', message: 'Message', stack: 'Stack', time: 'Time',
  },
  callCentre: { title: 'Call centre', expand: 'Expand the call centre', collapse: 'Collapse the call centre', agent: 'Agent {{agent}}', ready: 'Ready', caller: 'Caller number', ring: 'Ring this agent', invalid: 'Enter a valid phone number', log: 'Calls' },
  upload: { hint: 'Click or drag files here to upload', limits: 'Up to {{mb}} MB per file, {{count}} files at most.', formats: 'Formats: {{formats}}', selectionLimit: 'Choose at most {{n}} files at a time', summary: '{{uploaded}} uploaded, {{succeeded}} succeeded, {{failed}} failed', failed: 'Upload failed' },
  realtime: { notice: 'Notice', exportTitle: 'Export', exportDone: '{{name}} is ready in the export task list', exportFailed: 'The export of {{name}} failed' },
  crud: {
    exportQueued: 'The export has been queued; download it from the export task list when it is done',
    selectFirst: 'Please select records first',
    ref: { none: 'None', parentFirst: 'Choose “{{field}}” first' },
    empty: { noMatch: 'No records match the search', add: 'No records yet: click Add to create the first' },
    columns: {
      button: 'Columns', title: 'Column settings', hint: 'Tick the columns to show, change their order and width (pixels; empty fits the content). Saved for your next visit.',
      reset: 'Restore defaults', auto: 'Auto', width: 'Width of {{title}}', up: 'Move {{title}} up', down: 'Move {{title}} down', resize: 'Drag, or press the left and right arrow keys, to change the width of {{title}}',
    },
    import: {
      step1: 'Step 1: download the template and fill in your data.', template: 'Download template', templateFile: 'import template', step2: 'Step 2: click or drag the filled .xlsx file here',
      allOrNothing: 'All or nothing (import no row if any row is wrong)', summary: '{{total}} rows: {{succeeded}} imported, {{failed}} not imported',
      nothingWritten: 'Some rows are wrong, so as asked no row was imported.', resultFile: 'Download result file', line: 'Row', reason: 'Reason',
    },
  },
  menu: {
    'top.platform': 'Platform', basic: 'Basic data',
    system: 'System', 'system.user': 'Users', 'system.role': 'Roles', 'system.menu': 'Menus', 'system.dept': 'Departments',
    'system.post': 'Positions', 'system.tenant': 'Tenants', 'system.dict': 'Dictionaries', 'system.param': 'Parameters', 'system.log': 'Operation logs',
    'system.file': 'Files', 'system.token': 'Tokens', 'system.client': 'Terminal management', 'system.social': 'Social accounts', 'system.sms': 'SMS outbox', 'system.doc': 'Interface document',
  },
  welcome: {
    greeting: 'Hello, {{name}}', company: 'Organisation: {{name}}', roles: 'Roles', permissions: 'Permissions', lastLogin: 'Today is {{date}}',
    tips: 'Open a function from the menu on the left; each opens as a tab above. Right-click a tab to close others or all.',
  },
};
