import { profileMutations, unwrap, type Schema } from '@mat/api';
import { documentRule, validateFile } from '@mat/domain';
import { useToast } from '@mat/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import { useFailureNotice } from '../shared/useFailureNotice';

type Document = Schema<'Document'>;

/** The patient's documents, page by page, and what she does with them: upload, open, delete her own. */
export function useDocuments() {
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailureNotice();
  const { text } = useErrorText();
  const documents = useInfiniteQuery({
    queryKey: ['profile', 'listDocuments', 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(client.GET('/patient/documents', { params: { query: { page: pageParam } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
  const upload = useMutation(profileMutations.uploadDocument(client));
  const remove = useMutation(profileMutations.deleteDocument(client));
  // The documents are kept under the profile's keys: each change reads them again (opening one marks it viewed).
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['profile'] });

  async function take(file: File) {
    const problem = validateFile(file, documentRule);
    if (problem) return toast.show(text(problem.id, problem.values), { tone: 'danger' });
    try {
      await upload.mutateAsync({ body: { file, name: file.name } });
      await refresh();
    } catch (error) {
      fail(error, 'errors.uploadFailed');
    }
  }

  async function open(document: Document) {
    // Opened in a new tab straight away, then pointed at the link, so the browser does not block it.
    const tab = window.open('', '_blank');
    try {
      const { url } = await unwrap(
        client.GET('/patient/documents/{id}/url', { params: { path: { id: document.id } } }),
      );
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      await refresh();
    } catch (error) {
      tab?.close();
      fail(error, 'errors.loadDataFailed');
    }
  }

  async function erase(document: Document) {
    try {
      await remove.mutateAsync({ params: { path: { id: document.id } } });
      await refresh();
    } catch (error) {
      fail(error, 'errors.generic');
    }
  }

  return {
    documents,
    rows: documents.data?.pages.flatMap((page) => page.data) ?? [],
    take,
    open,
    erase,
    isUploading: upload.isPending,
    isDeleting: remove.isPending,
  };
}
