/** User-facing strings of the rich-text editor. */
export const richTextMessages = {
  bold: '加粗',
  italic: '斜体',
  strike: '删除线',
  h2: '二级标题',
  h3: '三级标题',
  bullet: '无序列表',
  ordered: '有序列表',
  quote: '引用',
  image: '插入图片',
  undo: '撤销',
  redo: '重做',
  label: '正文编辑器',
  imageFailed: '图片上传失败',
} as const;
