import { MoonIcon, SunIcon } from 'lucide-react';
import { useTheme } from '../../lib/theme.ts';
import { Switch } from '../ui/switch.tsx';

/** A labelled switch: on means dark. */
export function ThemeToggle({ id = 'theme-toggle' }: { id?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="flex items-center gap-2.5 text-sm font-medium">
        {theme === 'dark' ? (
          <MoonIcon className="size-4 text-muted-foreground" aria-hidden />
        ) : (
          <SunIcon className="size-4 text-muted-foreground" aria-hidden />
        )}
        Dark mode
      </label>
      <Switch
        id={id}
        checked={theme === 'dark'}
        onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
      />
    </div>
  );
}
