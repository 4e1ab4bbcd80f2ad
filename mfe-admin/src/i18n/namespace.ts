/** The i18next namespace of this remote's strings (registered in register.ts). */
export const ADMIN_NAMESPACE = 'admin';
