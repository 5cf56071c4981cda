/** The notification panel's texts. */
export const notificationMessages = {
  cleared: 'Notifications cleared',
  clearedDetail: 'All notifications have been marked as read',
  emptyTitle: 'No notifications yet',
  emptyDetail: "You'll see friend activities and updates here",
} as const;
