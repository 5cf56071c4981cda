import {
  type LeagueDetail,
  SECTION_CONTENT_MAX_LENGTH,
  SECTION_TITLE_MAX_LENGTH,
  type SectionTab,
  updateSectionInput,
} from '@rally/shared/leagues/leagues.schemas';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useUpdateLeagueSection } from '../api/update-league-section.ts';
import { isContentRefusal, toastInappropriate } from '../lib/inappropriate-content.ts';
import { sectionDefaultTitles } from '../lib/league-tabs.ts';

type LeagueSectionCardProps = {
  league: LeagueDetail;
  tab: SectionTab;
  /** What the content reads while the creator has written nothing. */
  placeholder: string;
};

/**
 * One tab's saved title and content. The creator edits both in place; members and visitors read them
 * as plain text with its line breaks, never as markup.
 */
export function LeagueSectionCard({ league, tab, placeholder }: LeagueSectionCardProps) {
  const [editing, setEditing] = useState(false);
  const section = league.sections.find((saved) => saved.tab === tab);
  const title = section?.title ?? sectionDefaultTitles[tab];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="min-w-0 text-lg break-words">{title}</CardTitle>
        {league.abilities.canEdit && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
            Edit<span className="sr-only"> {sectionDefaultTitles[tab]} section</span>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing ? (
          <SectionEditor
            leagueId={league.id}
            tab={tab}
            title={section?.title ?? ''}
            content={section?.content ?? ''}
            placeholder={placeholder}
            onDone={() => setEditing(false)}
          />
        ) : section?.content ? (
          <p className="text-sm break-words whitespace-pre-line">{section.content}</p>
        ) : (
          <p className="text-sm text-muted-foreground">{placeholder}</p>
        )}
      </CardContent>
    </Card>
  );
}

type SectionEditorProps = {
  leagueId: string;
  tab: SectionTab;
  title: string;
  content: string;
  placeholder: string;
  onDone(): void;
};

function SectionEditor({ leagueId, tab, placeholder, onDone, ...saved }: SectionEditorProps) {
  const update = useUpdateLeagueSection(leagueId, tab);
  const [title, setTitle] = useState(saved.title);
  const [content, setContent] = useState(saved.content);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        // The same check the server makes, so a flagged word is caught before sending.
        const parsed = updateSectionInput.safeParse({ title, content });
        if (!parsed.success) {
          const found: { title?: string; content?: string } = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0] === 'title' ? 'title' : 'content';
            found[field] ??= issue.message;
          }
          setErrors(found);
          const refusal = [found.title, found.content].find(isContentRefusal);
          if (refusal) toastInappropriate(refusal);
          return;
        }
        update.mutate(parsed.data, { onSuccess: onDone });
      }}
    >
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={SECTION_TITLE_MAX_LENGTH}
            placeholder={sectionDefaultTitles[tab]}
            onChange={(event) => {
              setErrors(({ content: contentError }) => ({ content: contentError }));
              setTitle(event.target.value);
            }}
          />
        )}
      </FormField>
      <FormField label="Content" error={errors.content}>
        {(control) => (
          <Textarea
            {...control}
            value={content}
            maxLength={SECTION_CONTENT_MAX_LENGTH}
            placeholder={placeholder}
            onChange={(event) => {
              setErrors(({ title: titleError }) => ({ title: titleError }));
              setContent(event.target.value);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
