// The account panels that open over the front gate (`/?panel=…`): spec §2 has no account routes, so the
// account screens live on the hub instead of inventing paths (docs/client.md).
// The try-quest, shop and statistics panels (no §2 routes either) open the same way, each in its own chunk.
export const accountPanels = ['account', 'settings', 'password', 'email', 'phone', 'delete'] as const;
export const sectionPanels = ['quest', 'shop', 'stats'] as const;
export type SectionPanel = (typeof sectionPanels)[number];
export type AccountPanel = (typeof accountPanels)[number] | SectionPanel;

const allPanels: readonly unknown[] = [...accountPanels, ...sectionPanels];

export function parseAccountPanel(value: unknown): AccountPanel | undefined {
  return allPanels.includes(value) ? (value as AccountPanel) : undefined;
}
