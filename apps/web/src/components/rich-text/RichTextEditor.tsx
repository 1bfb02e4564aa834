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
import { richTextMessages as m } from './messages';
import './rich-text.css';

/** The empty document tiptap answers for a cleared editor. */
const EMPTY = '<p></p>';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  disabled?: boolean;
  /** The editable area's accessible name (default 正文编辑器). */
  label?: string;
  /**
   * Stores a picked image and answers the URL to insert; a rejection's message is shown under
   * the editor. Without it the toolbar has no image button.
   */
  uploadImage?: (file: File) => Promise<{ url: string }>;
  /** Accepted image extensions of the file picker. */
  imageAccept?: string;
}

/**
 * Rich text (article bodies, scheme measures): tiptap (StarterKit + images) as a form control
 * (`value` / `onChange` HTML). Images are uploaded by `uploadImage` and inserted by their URL; the
 * server sanitises what is saved. Screens load it lazily (with their dialog).
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  disabled,
  label = m.label,
  uploadImage,
  imageAccept = '.png,.jpg,.jpeg,.gif,.webp',
}: RichTextEditorProps) {
  const [imageError, setImageError] = useState<string>();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Image.configure({ allowBase64: false })],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
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
  const tool = (key: keyof typeof m, icon: ReactNode, run: () => void, active?: boolean) => (
    <Tooltip title={m[key]} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={m[key]}
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
    <div className="rich-text-editor">
      <Space size={2} wrap className="rich-text-editor-toolbar">
        {tool('bold', <BoldOutlined />, () => chain().toggleBold().run(), state?.bold)}
        {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), state?.italic)}
        {tool('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), state?.strike)}
        {tool('h2', <span>H2</span>, () => chain().toggleHeading({ level: 2 }).run(), state?.h2)}
        {tool('h3', <span>H3</span>, () => chain().toggleHeading({ level: 3 }).run(), state?.h3)}
        {tool('bullet', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state?.bullet)}
        {tool('ordered', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state?.ordered)}
        {tool('quote', <span>“”</span>, () => chain().toggleBlockquote().run(), state?.quote)}
        {uploadImage ? (
          <Upload
            accept={imageAccept}
            showUploadList={false}
            disabled={disabled}
            beforeUpload={(file) => {
              setImageError(undefined);
              uploadImage(file)
                .then((img) => chain().setImage({ src: img.url, alt: file.name }).run())
                .catch((e: unknown) =>
                  setImageError(e instanceof Error && e.message ? e.message : m.imageFailed),
                );
              return false;
            }}
          >
            <Tooltip title={m.image}>
              <Button
                size="small"
                type="text"
                aria-label={m.image}
                icon={<PictureOutlined />}
                disabled={disabled}
              />
            </Tooltip>
          </Upload>
        ) : null}
        {tool('undo', <UndoOutlined />, () => chain().undo().run())}
        {tool('redo', <RedoOutlined />, () => chain().redo().run())}
      </Space>
      <EditorContent editor={editor} className="rich-text-editor-content" />
      {imageError ? <div className="ant-form-item-explain-error">{imageError}</div> : null}
    </div>
  );
}
