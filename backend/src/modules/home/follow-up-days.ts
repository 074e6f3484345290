/**
 * Days after a client's last completed visit when they are due a follow-up. One place to read it:
 * the clinic settings (issue 13, section 6) take it over, default 30.
 */
export function followUpDays(): number {
  return 30;
}
