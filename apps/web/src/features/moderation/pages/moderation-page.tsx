import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ActionLog } from '../components/action-log.tsx';
import { ModerationQueue } from '../components/moderation-queue.tsx';

const TABS = { queue: 'Open reports', log: 'Action log' } as const;
type ModerationTab = keyof typeof TABS;
const parseTab = (value: string | null): ModerationTab => (value === 'log' ? 'log' : 'queue');

/**
 * /moderation, for administrators (the route's guard refuses anyone else): the open reports to decide,
 * and the log of what was decided. The tab lives in the address (?tab=log) so a link can open it.
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const selectTab = (next: ModerationTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'queue') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 md:px-8 md:py-10">
      <title>Moderation · Rally</title>
      <h1 className="text-3xl font-extrabold tracking-tight">Moderation</h1>
      <p className="mt-1 text-muted-foreground">
        What players reported, grouped by what they reported, and every action taken.
      </p>
      <Tabs className="mt-6" value={tab} onValueChange={(value) => selectTab(parseTab(value))}>
        <TabsList>
          {(Object.keys(TABS) as ModerationTab[]).map((value) => (
            <TabsTrigger key={value} value={value} className="px-4">
              {TABS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="queue">
          <ModerationQueue />
        </TabsContent>
        <TabsContent value="log">
          <ActionLog />
        </TabsContent>
      </Tabs>
    </section>
  );
}
