import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TFormDefinition, TFormRequest } from '@carnet/contract';
import { ChildSelector, useSelectedChild } from '../../components/child-selector';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { notifyFailure } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { FORM_FETCH_FAILED, getFormQueryOptions } from './api/get-form';
import { useMyForms } from './api/get-my-forms';
import { FormAnswersView } from './components/form-answers-view';
import { FormFillView } from './components/form-fill-view';
import { FormTypeSelector } from './components/form-type-selector';
import { FormsList } from './components/forms-list';
import { formTypesOf, pickFormType } from './form-answers';

type View =
  { kind: 'list' } | { kind: 'fill'; request: TFormRequest; definition: TFormDefinition } | { kind: 'answers'; request: TFormRequest };

/** A new screen starts at its top, with focus on the content, as a page load would. */
function showTop() {
  window.scrollTo({ top: 0 });
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** Route /forms (parents only): the list, the fill-in view and the view-answers view. */
export function FormsPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Forms`);
  const children = useUser()?.familyInfo.children ?? [];
  const { selectedId, select } = useSelectedChild(children);
  const [searchParams] = useSearchParams();
  const [pickedType, setPickedType] = useState<string | null>(() => searchParams.get('type'));
  const [view, setView] = useState<View>({ kind: 'list' });
  const [openingId, setOpeningId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const forms = useMyForms();

  const requests = forms.data ?? [];
  const types = formTypesOf(requests);
  const type = pickFormType(types, pickedType);
  const shown = requests.filter((request) => request.child.id === selectedId && request.form.type === type);

  const go = (next: View) => {
    setView(next);
    showTop();
  };

  // The form is fetched before leaving the list: on failure the person stays where they were.
  const complete = async (request: TFormRequest) => {
    setOpeningId(request.id);
    try {
      go({ kind: 'fill', request, definition: await queryClient.fetchQuery(getFormQueryOptions(request.form.id)) });
    } catch (error) {
      notifyFailure(i18n._(FORM_FETCH_FAILED), error);
    } finally {
      setOpeningId(null);
    }
  };
  const backToList = () => go({ kind: 'list' });

  return (
    <>
      <PageHeader title={t`Forms`} />
      {view.kind === 'fill' ? (
        <FormFillView
          key={view.request.id}
          request={view.request}
          definition={view.definition}
          onClose={backToList}
          onSent={() => go({ kind: 'answers', request: { ...view.request, completed: true } })}
        />
      ) : null}
      {view.kind === 'answers' ? <FormAnswersView request={view.request} onClose={backToList} /> : null}
      {view.kind === 'list' ? (
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
            {children.length > 1 ? <ChildSelector items={children} selectedId={selectedId} onSelect={select} /> : null}
            <FormTypeSelector types={types} selected={type} onSelect={setPickedType} />
          </div>
          {forms.isPending ? <Skeleton rows={2} /> : null}
          {forms.isError ? <InlineError message={t`Error loading data.`} /> : null}
          {forms.isSuccess ? (
            <FormsList requests={shown} openingId={openingId} onComplete={complete} onSee={(request) => go({ kind: 'answers', request })} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
