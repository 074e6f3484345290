/**
 * User-facing texts the spec fixes word for word. Server validation messages and the screens both
 * read them from here, so the toast a user sees is the spec's text whichever side produced it.
 */
export const Messages = {
  auth: {
    invalidPhone: 'Please enter a valid 10-digit Indian phone number',
    passwordsDoNotMatch: 'Passwords do not match',
    loginFailed: 'Login failed',
    invalidCredentials: 'Invalid phone number or password',
    signInRequired: 'Please sign in to continue.',
    forbidden: 'You do not have permission to do this.',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    crossSite: 'This request came from another site and was refused.',
  },
  access: {
    deniedTitle: 'Access Denied',
    deniedText: 'You do not have permission to view this page.',
  },
  profile: {
    updated: 'Profile updated successfully',
  },
  users: {
    nameRequired: 'Name is required.',
    phoneTaken: 'An account with this phone number already exists.',
    emailTaken: 'An account with this email already exists.',
    invalidEmail: 'Please enter a valid email address.',
    passwordTooShort: 'Password must be at least 8 characters.',
    notFound: 'User not found.',
    adminProtected: 'An admin account cannot be deleted.',
    deleted: 'User deleted successfully',
    updated: 'User updated successfully',
    loadNutritionistsFailed: 'Failed to load nutritionists.',
    loadClientsFailed: 'Failed to load clients.',
  },
  common: {
    notFound: 'The requested resource was not found.',
    internal: 'Something went wrong on our side. Please try again.',
    databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
    payloadTooLarge: 'The request is too large.',
    invalidId: 'Invalid id.',
  },
} as const;
