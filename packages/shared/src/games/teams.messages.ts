/** What balanced teams and the final score read (issue 27 §3, §4): Rally's own texts. */
export const teamsMessages = {
  published: 'Teams published',
  resultRecorded: 'Result recorded',
  notAllowed: 'Only the host or a co-host can make teams or record the result.',
  tooManyTeams: 'There are not enough players for that many teams.',
  rosterChanged: 'The players changed since these teams were made. Make teams again.',
  resultRecordedAlready: 'The result is recorded: the teams can no longer change.',
  teamsNeeded: 'Publish the teams before recording the result.',
  notStarted: 'The result can be recorded once the game has started.',
  calledOff: 'This game was called off.',
  leagueFixture:
    "A league fixture's teams are its season's, and its score is reported on the season's fixtures.",
  teamsClosed: 'Teams can only be made until 48 hours after the start.',
  resultClosed: 'The result can only be recorded or changed within 48 hours of the start.',
  scoresPerTeam: 'Give one score for each team.',
  winnerUnknown: 'The winner must be one of the teams.',
  scoresOrWinner: 'Give the scores, or the winner, or a draw.',
  nameRequired: 'Give each team a name.',
  namesUnique: 'Give each team a different name.',
  draftFailed: 'Failed to make teams. Please try again.',
  publishFailed: 'Failed to publish the teams. Please try again.',
  resultFailed: 'Failed to record the result. Please try again.',
} as const;
