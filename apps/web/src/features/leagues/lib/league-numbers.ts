/** "1 member", "12 members". */
export const memberCountText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** The Max Members stat: the limit, or the infinity sign when there is none (spec document 2 §2). */
export const maxMembersText = (maxMembers: number | null) => (maxMembers === null ? '∞' : String(maxMembers));
