import { MINIMUM_AGE } from '@rally/shared/limits';

type TermsSection = { title: string; body: string[] };

export const TERMS_LAST_UPDATED = 'January 1, 2025';

/** Rally's Terms of Service: the 13 sections a new player accepts before the account is created. */
export const termsSections: TermsSection[] = [
  {
    title: 'Acceptance of Terms',
    body: [
      'By creating an account or using Rally ("the Service"), you agree to these Terms of Service. If you do not agree, do not use the Service.',
    ],
  },
  {
    title: 'Eligibility',
    body: [
      `You must be ${MINIMUM_AGE} years of age or older to create an account or use Rally. By accepting these terms you confirm that you are at least ${MINIMUM_AGE}. We may close any account we believe belongs to someone younger.`,
    ],
  },
  {
    title: 'Your Account',
    body: [
      'You are responsible for the accuracy of the information you give us, for keeping your password secret, and for everything done with your account. Tell us at once if you suspect someone else is using it.',
      'Usernames are permanent once the account is created and must not impersonate another person.',
    ],
  },
  {
    title: 'Community Conduct',
    body: [
      'Treat other players with respect, on the field and in messages. Harassment, hate speech, threats, spam and offensive content are not allowed, and we may remove content or suspend accounts that break these rules.',
    ],
  },
  {
    title: 'Games, Leagues and Venues',
    body: [
      'Rally helps players organise games; it does not run, supervise or referee them. Hosts are responsible for the details they publish, and players decide for themselves whether a game, a venue or a group is right for them.',
    ],
  },
  {
    title: 'Assumption of Risk',
    body: [
      'Sports carry a risk of injury. You take part in any game or league at your own risk, and you are responsible for your own fitness, equipment, insurance and safety.',
    ],
  },
  {
    title: 'Payments and Refunds',
    body: [
      'Some features, games or leagues may involve fees. All purchases are final and non-refundable, except where the law requires otherwise.',
    ],
  },
  {
    title: 'Your Content',
    body: [
      'You keep ownership of the profile details, photos, reviews and messages you post. You grant Rally a licence to store and display them to operate the Service, and you promise you have the right to share them.',
    ],
  },
  {
    title: 'Privacy',
    body: [
      'We collect and use personal information to run the Service, as described in our Privacy Policy. Other players see only what your profile and settings make visible.',
    ],
  },
  {
    title: 'Termination',
    body: [
      'You may stop using Rally and delete your account at any time. We may suspend or end access for anyone who breaks these terms or puts other players at risk.',
    ],
  },
  {
    title: 'Disclaimers and Limitation of Liability',
    body: [
      'The Service is provided "as is" without warranties of any kind. To the fullest extent the law allows, Rally is not liable for injuries, losses or disputes arising from games, venues or interactions between players.',
    ],
  },
  {
    title: 'Governing Law',
    body: [
      'These terms are governed by the laws of the State of California, United States, without regard to its conflict-of-law rules. Disputes will be resolved in the state or federal courts located in California.',
    ],
  },
  {
    title: 'Changes to These Terms',
    body: [
      'We may update these terms from time to time. When the changes are significant we will tell you in the app or by email; continuing to use Rally after that means you accept the updated terms.',
    ],
  },
];

/** The terms as readable text, inside a scrollable, keyboard-focusable region. */
export function TermsOfService() {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to be read.
      tabIndex={0}
      aria-label="Terms of Service text"
      className="max-h-80 overflow-y-auto rounded-lg border bg-muted/40 p-4 text-sm leading-relaxed outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
    >
      <p className="text-xs text-muted-foreground">Last updated {TERMS_LAST_UPDATED}</p>
      <ol className="mt-3 grid gap-4">
        {termsSections.map((section, index) => (
          <li key={section.title}>
            <h2 className="font-semibold">
              {index + 1}. {section.title}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-1 text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
