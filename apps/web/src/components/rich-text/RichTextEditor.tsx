import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useApi } from '@/lib/api';
import { newsMessages as m } from '../messages';
import { uploadNewsImage } from './images';

/** The empty document tiptap answers for a cleared editor. */
const EMPTY = '<p></p>';

/**
 * The article body: tiptap (StarterKit + images) as a form control (`value` / `onChange` HTML).
 * Images are uploaded to the sandbox and inserted by their URL; the server sanitises what is
 * saved. Loaded lazily with the article dialog.
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  disabled?: boolean;
}) {
  const client = useApi();
  const [imageError, setImageError] = useState<string>();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Image.configure({ allowBase64: false })],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': m.editor.label,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });
  // A value set from outside (the dialog loading an article) replaces the document.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if ((value ?? '') !== (current === EMPTY ? '' : current))
      editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
    }),
  });
  if (!editor) return null;
  const tool = (key: keyof typeof m.editor, icon: ReactNode, run: () => void, active?: boolean) => (
    <Tooltip title={m.editor[key] as string} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={m.editor[key] as string}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="news-editor">
      <Space size={2} wrap className="news-editor-toolbar">
        {tool('bold', <BoldOutlined />, () => chain().toggleBold().run(), state?.bold)}
        {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), state?.italic)}
        {tool('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), state?.strike)}
        {tool('h2', <span>H2</span>, () => chain().toggleHeading({ level: 2 }).run(), state?.h2)}
        {tool('h3', <span>H3</span>, () => chain().toggleHeading({ level: 3 }).run(), state?.h3)}
        {tool('bullet', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state?.bullet)}
        {tool('ordered', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state?.ordered)}
        {tool('quote', <span>“”</span>, () => chain().toggleBlockquote().run(), state?.quote)}
        <Upload
          accept=".png,.jpg,.jpeg,.gif,.webp"
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            setImageError(undefined);
            uploadNewsImage(client, file)
              .then((img) => chain().setImage({ src: img.url, alt: file.name }).run())
              .catch((e: unknown) =>
                setImageError(e instanceof Error && e.message ? e.message : m.image.failed),
              );
            return false;
          }}
        >
          <Tooltip title={m.editor.image}>
            <Button
              size="small"
              type="text"
              aria-label={m.editor.image}
              icon={<PictureOutlined />}
              disabled={disabled}
            />
          </Tooltip>
        </Upload>
        {tool('undo', <UndoOutlined />, () => chain().undo().run())}
        {tool('redo', <RedoOutlined />, () => chain().redo().run())}
      </Space>
      <EditorContent editor={editor} className="news-editor-content" />
      {imageError ? <div className="ant-form-item-explain-error">{imageError}</div> : null}
    </div>
  );
}
