/** Strings shared by the supply-chain master-data screens. */
export const supplyMessages = {
  image: {
    upload: '上传图片',
    replace: '更换图片',
    remove: '移除',
    tooLarge: '图片不能超过 2MB',
    failed: '图片上传失败',
  },
  statusOn: '启用',
  statusOff: '停用',
  all: '全部',
} as const;
