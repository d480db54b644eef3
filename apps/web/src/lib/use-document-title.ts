import { useEffect } from 'react';
import { PRODUCT_NAME } from './env';

/** 'Home page · Carnet': the tab and screen readers say where the person is. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
