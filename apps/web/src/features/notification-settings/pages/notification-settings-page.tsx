import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { PreferencesForm } from '../components/preferences-form.tsx';
import { PushDeviceCard } from '../components/push-device-card.tsx';

/** /notifications: push on this device, contact information, which notifications and how. */
export function NotificationSettingsPage({ email }: { email: string }) {
  const settings = useNotificationSettings();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 md:px-8 md:py-10">
      <title>Notification Settings · Rally</title>
      <Link
        to={paths.profileSettings.getHref()}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60"
      >
        <ArrowLeftIcon className="size-4" aria-hidden /> Back to Settings
      </Link>
      <h1 className="mt-3 mb-6 text-3xl font-extrabold tracking-tight">Notification Settings</h1>
      {settings.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading preferences...
        </p>
      ) : settings.isError ? (
        <LoadError
          message="Your notification settings could not be loaded."
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <div className="grid gap-6">
          <PushDeviceCard
            pushPublicKey={settings.data.delivery.pushPublicKey}
            devices={settings.data.devices}
            pushChannelOn={settings.data.preferences.push}
          />
          <PreferencesForm settings={settings.data} email={email} />
        </div>
      )}
    </section>
  );
}
