import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import {
  NEWS_CONTENT_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
  type NewsPost,
  newsPostInput,
} from '@rally/shared/leagues/leagues.schemas';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useCreateNewsPost } from '../api/create-news-post.ts';
import { useUpdateNewsPost } from '../api/update-news-post.ts';
import { useUploadNewsImages } from '../api/upload-news-images.ts';
import { isContentRefusal, toastInappropriate } from '../lib/inappropriate-content.ts';
import { NewsImagePicker } from './news-image-picker.tsx';

type NewsPostDialogProps = {
  leagueId: string;
  /** The post to edit; left out for a new post. */
  post?: NewsPost;
  trigger: ReactNode;
};

/** New Post or Edit Post (creator): title, content and images to add. */
export function NewsPostDialog({ leagueId, post, trigger }: NewsPostDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {open ? (
        <DialogContent title={post ? 'Edit Post' : 'New Post'}>
          <NewsPostForm leagueId={leagueId} post={post} onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type Errors = { title?: string; content?: string };

function NewsPostForm({ leagueId, post, onDone }: { leagueId: string; post?: NewsPost; onDone(): void }) {
  const formId = useId();
  const [title, setTitle] = useState(post?.title ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateNewsPost(leagueId);
  const update = useUpdateNewsPost(leagueId, post?.id ?? '');
  const upload = useUploadNewsImages(leagueId);
  const busy = create.isPending || update.isPending || upload.isPending;

  async function submit() {
    // The same check the server makes, so a flagged word or a missing title is caught before sending.
    const parsed = newsPostInput.safeParse({ title, content });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'title' ? 'title' : 'content';
        found[field] ??= issue.message;
      }
      setErrors(found);
      const refusal = [found.title, found.content].find(isContentRefusal);
      if (refusal) toastInappropriate(refusal);
      return;
    }
    let saved: NewsPost;
    try {
      saved = post ? await update.mutateAsync(parsed.data) : await create.mutateAsync(parsed.data);
    } catch {
      return; // The mutation has said why; the dialog stays open with what was typed.
    }
    if (!post) toast.success(leagueMessages.postPublished);
    if (files.length > 0) {
      try {
        await upload.mutateAsync({ postId: saved.id, files });
        toast.success(leagueMessages.imagesUploaded);
      } catch {
        // "Failed to upload images" has been shown; the post itself is kept.
      }
    }
    onDone();
  }

  return (
    <form
      id={formId}
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            aria-required
            value={title}
            maxLength={NEWS_TITLE_MAX_LENGTH}
            onChange={(event) => {
              setErrors(({ content: kept }) => ({ content: kept }));
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
            maxLength={NEWS_CONTENT_MAX_LENGTH}
            placeholder="Share news with your league"
            onChange={(event) => {
              setErrors(({ title: kept }) => ({ title: kept }));
              setContent(event.target.value);
            }}
          />
        )}
      </FormField>
      <NewsImagePicker files={files} onChange={setFiles} existing={post?.images.length ?? 0} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : post ? 'Save Post' : 'Publish'}
        </Button>
      </div>
    </form>
  );
}
