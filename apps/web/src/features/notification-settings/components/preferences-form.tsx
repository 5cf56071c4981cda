import {
  type NotificationKind,
  type NotificationPreferences,
  type NotificationSettings,
  preferencesMessages,
  updateNotificationPreferencesInput,
} from '@rally/shared/notifications/preferences.schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { PreferenceSwitch } from './preference-switch.tsx';
import { UnsubscribedEmailSwitches } from './unsubscribed-email-switches.tsx';

type Toggle = { key: NotificationKind; label: string; description: string };

const gameToggles: Toggle[] = [
  { key: 'gameReminders', label: 'Game reminders', description: 'A day and an hour before your games.' },
  { key: 'gameInvitations', label: 'Game invitations', description: 'When a friend invites you to a game.' },
  {
    key: 'gameCancellations',
    label: 'Game cancellations',
    description: 'When a game you joined is cancelled or called off, or its series ends.',
  },
  {
    key: 'gameActivity',
    label: 'Updates about my games',
    description: 'Players joining, requests and changes to games you host or play in.',
  },
];

const socialToggles: Toggle[] = [
  { key: 'friendRequests', label: 'Friend requests', description: 'New requests and accepted ones.' },
  { key: 'messages', label: 'Messages', description: 'Messages from friends you have not read yet.' },
  { key: 'leagues', label: 'Leagues', description: 'Join requests, games and news in your leagues.' },
];

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid divide-y">{children}</CardContent>
    </Card>
  );
}

/** The contact, kind and channel preferences, saved together by Save Preferences. */
export function PreferencesForm({ settings, email }: { settings: NotificationSettings; email: string }) {
  const [preferences, setPreferences] = useState<NotificationPreferences>(settings.preferences);
  const [phone, setPhone] = useState(settings.preferences.phone ?? '');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [emailStopped, setEmailStopped] = useState<ReadonlySet<NotificationKind>>(
    () => new Set(settings.emailUnsubscribed),
  );
  const save = useUpdateNotificationPreferences();
  const set = (key: keyof NotificationPreferences) => (value: boolean) =>
    setPreferences((current) => ({ ...current, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateNotificationPreferencesInput.safeParse({ ...preferences, phone });
    if (!parsed.success) {
      setPhoneError(
        parsed.error.issues.find((issue) => issue.path[0] === 'phone')?.message ??
          preferencesMessages.saveFailed,
      );
      return;
    }
    setPhoneError(undefined);
    // Without kinds stopped from an email's link when the page loaded, the list is left out, so a link
    // used while the page is open still holds; with some, the form says which stay stopped.
    save.mutate({
      ...preferences,
      phone,
      ...(settings.emailUnsubscribed.length > 0 ? { emailUnsubscribed: [...emailStopped] } : {}),
    });
  }

  const { delivery } = settings;
  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate>
      <Section title="Contact Information" description="Where email and text message notifications go.">
        <div className="grid gap-4 py-2">
          <FormField label="Email" description="Your account's email address.">
            {(control) => <Input {...control} type="email" value={email} readOnly />}
          </FormField>
          <FormField
            label="Phone number"
            description="For text messages, with the country code, like +14155550123."
            error={phoneError}
          >
            {(control) => (
              <Input
                {...control}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            )}
          </FormField>
        </div>
      </Section>
      <Section title="Game Notifications" description="Choose which game updates you get.">
        {gameToggles.map((toggle) => (
          <PreferenceSwitch
            key={toggle.key}
            label={toggle.label}
            description={toggle.description}
            checked={preferences[toggle.key]}
            onCheckedChange={set(toggle.key)}
          />
        ))}
      </Section>
      <Section title="Social Notifications" description="Choose which updates from other players you get.">
        {socialToggles.map((toggle) => (
          <PreferenceSwitch
            key={toggle.key}
            label={toggle.label}
            description={toggle.description}
            checked={preferences[toggle.key]}
            onCheckedChange={set(toggle.key)}
          />
        ))}
      </Section>
      <Section title="Delivery" description="How notifications reach you beyond the notification bell.">
        <PreferenceSwitch
          label="Push notifications"
          description="On the devices where you enabled push."
          checked={preferences.push}
          onCheckedChange={set('push')}
        />
        <PreferenceSwitch
          label="Email notifications"
          description={
            delivery.email
              ? `Sent to ${email}.`
              : 'This server has no mail set up yet, so no emails are sent for now.'
          }
          checked={preferences.email}
          onCheckedChange={set('email')}
        />
        <UnsubscribedEmailSwitches
          kinds={settings.emailUnsubscribed}
          stopped={emailStopped}
          onChange={(kind, on) =>
            setEmailStopped((current) => {
              const next = new Set(current);
              if (on) next.delete(kind);
              else next.add(kind);
              return next;
            })
          }
        />
        <PreferenceSwitch
          label="Text message notifications"
          description={delivery.sms ? 'Sent to your phone number above.' : preferencesMessages.smsUnavailable}
          checked={delivery.sms && preferences.sms}
          disabled={!delivery.sms}
          onCheckedChange={set('sms')}
        />
      </Section>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}
