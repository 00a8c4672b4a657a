/**
 * The pages opened from the booking e-mails and links, in one chunk fetched only when one of them
 * is opened (the home page's budget, decision 0008): /book, the manage link's page below it, and
 * the unsubscribe page (from the same e-mails).
 */
export { BookPage } from './book-page.js';
export { ManageBookingPage } from './manage-booking-page.js';
export { UnsubscribePage } from './unsubscribe-page.js';
