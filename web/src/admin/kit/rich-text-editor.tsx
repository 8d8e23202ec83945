import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { input } from './admin-styles.ts';

/** What the editor writes: the tags and links the server's sanitizer keeps (decision 0434). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      isAllowedUri: (url) => /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(url),
    },
  }),
  Image.configure({ inline: false }),
];

const area =
  'min-h-40 max-h-[28rem] overflow-y-auto rounded-b-md border border-t-0 border-slate-300 bg-white px-3 py-2 text-sm leading-6 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-amber-300 [&_blockquote]:pl-3 [&_h2]:mt-3 [&_h2]:text-base [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:font-bold [&_img]:max-h-40 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5';

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      // keeps the selection in the text while the button is pressed
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`min-w-8 rounded px-2 py-1 text-sm font-semibold disabled:opacity-40 ${
        active ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:bg-slate-100'
      }`}
    >
      {children}
    </button>
  );
}

/** The link of the selection: typed in a row below the tools, set or removed. */
function LinkRow({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useAdminText();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string) ?? '');
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
    onDone();
  };
  return (
    <div className="flex items-center gap-2 border border-t-0 border-slate-300 bg-slate-50 px-2 py-1.5">
      <label className="text-xs font-semibold text-slate-600" htmlFor="rte-link">
        {t('richText.linkAddress')}
      </label>
      <input
        id="rte-link"
        className={`${input} py-1`}
        value={href}
        placeholder="https://"
        autoFocus
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
          if (e.key === 'Escape') onDone();
        }}
      />
      <button type="button" className="text-sm font-semibold text-brand-700" onClick={apply}>
        {t('richText.linkApply')}
      </button>
    </div>
  );
}

/** Rich-text editing with Tiptap (ProseMirror); the HTML it writes goes to `onChange`. */
export default function RichTextEditor({
  id,
  labelledBy,
  describedBy,
  value,
  onChange,
}: {
  id: string;
  labelledBy: string;
  describedBy: string | undefined;
  value: string;
  onChange: (html: string) => void;
}) {
  const { t } = useAdminText();
  const [linking, setLinking] = useState(false);
  const written = useRef(value);
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        id,
        class: area,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      written.current = html;
      onChange(html);
    },
  });
  // a value changed from outside (the HTML view) is loaded; the editor's own echo is not
  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    void f(editor.chain().focus()).run();

  return (
    <div>
      <div
        role="toolbar"
        aria-label={t('richText.tools')}
        aria-controls={id}
        className="flex flex-wrap items-center gap-0.5 rounded-t-md border border-slate-300 bg-slate-50 px-1 py-1"
      >
        <ToolButton
          label={t('richText.bold')}
          active={state.bold}
          onClick={run((c) => c.toggleBold())}
        >
          <b>B</b>
        </ToolButton>
        <ToolButton
          label={t('richText.italic')}
          active={state.italic}
          onClick={run((c) => c.toggleItalic())}
        >
          <i>I</i>
        </ToolButton>
        <ToolButton
          label={t('richText.underline')}
          active={state.underline}
          onClick={run((c) => c.toggleUnderline())}
        >
          <u>U</u>
        </ToolButton>
        <ToolButton
          label={t('richText.strike')}
          active={state.strike}
          onClick={run((c) => c.toggleStrike())}
        >
          <s>S</s>
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300" />
        <ToolButton
          label={t('richText.heading2')}
          active={state.h2}
          onClick={run((c) => c.toggleHeading({ level: 2 }))}
        >
          H2
        </ToolButton>
        <ToolButton
          label={t('richText.heading3')}
          active={state.h3}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
        >
          H3
        </ToolButton>
        <ToolButton
          label={t('richText.bulletList')}
          active={state.bullet}
          onClick={run((c) => c.toggleBulletList())}
        >
          •≡
        </ToolButton>
        <ToolButton
          label={t('richText.orderedList')}
          active={state.ordered}
          onClick={run((c) => c.toggleOrderedList())}
        >
          1≡
        </ToolButton>
        <ToolButton
          label={t('richText.quote')}
          active={state.quote}
          onClick={run((c) => c.toggleBlockquote())}
        >
          ❝
        </ToolButton>
        <ToolButton
          label={t('richText.link')}
          active={state.link || linking}
          onClick={() => setLinking((l) => !l)}
        >
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
          </svg>
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300" />
        <ToolButton
          label={t('richText.undo')}
          disabled={!state.canUndo}
          onClick={run((c) => c.undo())}
        >
          ↶
        </ToolButton>
        <ToolButton
          label={t('richText.redo')}
          disabled={!state.canRedo}
          onClick={run((c) => c.redo())}
        >
          ↷
        </ToolButton>
      </div>
      {linking && <LinkRow editor={editor} onDone={() => setLinking(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
