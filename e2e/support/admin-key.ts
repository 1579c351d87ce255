/** The e2e server's admin registration key: global-setup.ts starts the server with it. */
export const E2E_ADMIN_KEY = 'e2e-admin-registration-key';
