import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { ClipboardCheckIcon, GavelIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { ResultForm, type ResultFormMode } from './result-form.tsx';

type ResultReportDialogProps = { fixture: Fixture; season: SeasonDetail; mode: ResultFormMode };

const TEXTS: Record<ResultFormMode, { button: string; title: string }> = {
  report: { button: 'Report score', title: 'Report score' },
  settle: { button: 'Settle result', title: 'Settle result' },
};

/**
 * Report score (a captain or an organiser) or Settle result (an organiser, for a score waiting,
 * disputed or to correct): the same form in the house's dialog, which traps focus and closes on Escape.
 */
export function ResultReportDialog({ fixture, season, mode }: ResultReportDialogProps) {
  const [open, setOpen] = useState(false);
  const texts = TEXTS[mode];
  const matchup = `${fixture.home.name} v ${fixture.away.name}`;
  const Icon = mode === 'settle' ? GavelIcon : ClipboardCheckIcon;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={mode === 'settle' ? 'outline' : 'default'}>
          <Icon aria-hidden />
          {texts.button}
          <span className="sr-only"> for {matchup}</span>
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent title={texts.title} description={matchup}>
          <ResultForm fixture={fixture} season={season} mode={mode} onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
