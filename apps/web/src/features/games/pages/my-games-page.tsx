import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { MyGamesList } from '../components/my-games-list.tsx';

/** /my-games: the games the viewer hosts or joined, Upcoming and Past (?tab=past opens the second). */
export function MyGamesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'past' ? 'past' : 'upcoming';
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Games</h1>
        <p className="text-sm text-muted-foreground">The games you host and the games you've joined.</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'past' ? { tab: 'past' } : {}, { replace: true })}
      >
        <TabsList aria-label="Which games">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <MyGamesList scope="upcoming" />
        </TabsContent>
        <TabsContent value="past">
          <MyGamesList scope="past" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
