import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ConfirmAction } from '../../../../components/confirm-action.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { useDeleteSeason } from '../api/delete-season.ts';

/** The organiser's season-wide actions under the header: edit the season, or delete it. */
export function SeasonActions({ season }: { season: SeasonDetail }) {
  const navigate = useNavigate();
  const leagueId = season.league.id;
  const deletion = useDeleteSeason(leagueId, season.id, () =>
    navigate(paths.league.getHref(leagueId), { replace: true }),
  );
  if (!season.viewer.can.edit && !season.viewer.can.delete) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {season.viewer.can.edit ? (
        <Button asChild variant="outline" size="sm">
          <Link to={paths.seasonEdit.getHref(leagueId, season.id)}>
            <PencilIcon aria-hidden /> Edit season
          </Link>
        </Button>
      ) : null}
      {season.viewer.can.delete ? (
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm">
              <Trash2Icon aria-hidden /> Delete season
            </Button>
          }
          title={`Delete ${season.name}?`}
          description="Its teams, fixtures and results go with it, and the fixtures' games are cancelled. This cannot be undone."
          confirmLabel="Delete season"
          pending={deletion.isPending}
          onConfirm={() => deletion.mutate()}
        />
      ) : null}
    </div>
  );
}
