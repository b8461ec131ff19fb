import { useEffect, type RefObject } from 'react';

/** The editor's own toolbar (its group pop-ups hold toolbars of their own, further down the tree). */
const TOOLBAR_SELECTOR = '.w-md-editor-toolbar';
const PREVIEW_SELECTOR = '.w-md-editor-preview';
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

export interface EditorKeyboardLabels {
  toolbar: string;
  preview: string;
}

const toolbarButtons = (toolbar: Element): HTMLButtonElement[] =>
  [...toolbar.querySelectorAll<HTMLButtonElement>(':scope > ul > li > button')].filter((button) => !button.disabled);

/**
 * One Tab stop for the toolbar, arrows inside it (WAI-ARIA toolbar pattern, roving tabindex): the ~20
 * buttons no longer stand between Title and Content. The last button used keeps the stop.
 */
function makeToolbarOneStop(toolbar: HTMLElement, label: string, current: { button?: HTMLButtonElement }) {
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', label);
  // The lists only group the buttons for layout; inside a toolbar they would be read as lists.
  for (const list of toolbar.querySelectorAll(':scope > ul, :scope > ul > li')) list.setAttribute('role', 'none');
  const buttons = toolbarButtons(toolbar);
  if (!current.button || !buttons.includes(current.button)) current.button = buttons[0];
  for (const button of buttons) button.tabIndex = button === current.button ? 0 : -1;
}

/**
 * Keyboard access to parts of @uiw/react-md-editor it does not give itself, applied to its DOM as it
 * renders (it takes no props for them): the toolbar as one Tab stop with arrow keys, and the live
 * preview focusable and named, so a keyboard can scroll it (axe `scrollable-region-focusable`).
 */
export function useEditorKeyboardAccess(wrapperRef: RefObject<HTMLElement | null>, labels: EditorKeyboardLabels) {
  const { toolbar: toolbarLabel, preview: previewLabel } = labels;
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const current: { button?: HTMLButtonElement } = {};
    const apply = () => {
      const toolbar = wrapper.querySelector<HTMLElement>(TOOLBAR_SELECTOR);
      if (toolbar) makeToolbarOneStop(toolbar, toolbarLabel, current);
      const preview = wrapper.querySelector<HTMLElement>(PREVIEW_SELECTOR);
      if (preview && preview.tabIndex !== 0) {
        preview.tabIndex = 0;
        preview.setAttribute('role', 'region');
        preview.setAttribute('aria-label', previewLabel);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const toolbar = wrapper.querySelector<HTMLElement>(TOOLBAR_SELECTOR);
      if (!toolbar || !(event.target instanceof HTMLButtonElement)) return;
      const buttons = toolbarButtons(toolbar);
      const index = buttons.indexOf(event.target);
      if (index < 0) return;
      let next: number;
      if (NEXT_KEYS.has(event.key)) next = (index + 1) % buttons.length;
      else if (PREVIOUS_KEYS.has(event.key)) next = (index - 1 + buttons.length) % buttons.length;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = buttons.length - 1;
      else return;
      event.preventDefault();
      current.button = buttons[next];
      apply();
      current.button?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const toolbar = wrapper.querySelector<HTMLElement>(TOOLBAR_SELECTOR);
      if (toolbar && event.target instanceof HTMLButtonElement && toolbarButtons(toolbar).includes(event.target)) {
        current.button = event.target;
        apply();
      }
    };
    apply();
    // The editor re-renders its toolbar (preview modes disable buttons, pop-ups open): keep it one stop.
    const observer = new MutationObserver(apply);
    observer.observe(wrapper, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    wrapper.addEventListener('keydown', onKeyDown);
    wrapper.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      wrapper.removeEventListener('keydown', onKeyDown);
      wrapper.removeEventListener('focusin', onFocusIn);
    };
  }, [wrapperRef, toolbarLabel, previewLabel]);
}
