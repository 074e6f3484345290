/**
 * A form's `disabled` while its request runs: `true` then, otherwise nothing, so the form follows the
 * shell, which turns every antd control off while the app is offline (issue 17). antd's Form hands
 * its own `disabled` down to its fields and buttons, so `false` would turn an offline form back on:
 * a booking or an edit that cannot reach the server, with its button inviting a tap.
 * Forms whose request waits for the connection instead (a message) pass their flag as it is.
 */
export function disabledWhile(pending: boolean): true | undefined {
  return pending || undefined;
}
