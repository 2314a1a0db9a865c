// The account panels that open over the front gate (`/?panel=…`): spec §2 has no account routes, so the
// account screens live on the hub instead of inventing paths (docs/client.md).
export const accountPanels = ['account', 'settings', 'password', 'email', 'phone', 'delete'] as const;
export type AccountPanel = (typeof accountPanels)[number];

export function parseAccountPanel(value: unknown): AccountPanel | undefined {
  return (accountPanels as readonly unknown[]).includes(value) ? (value as AccountPanel) : undefined;
}
