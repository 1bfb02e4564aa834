import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { EntityDialog } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { isPathPrefix } from '@/lib/menu-tree';
import { apiFetch } from '@/lib/query';
import { MENU_TYPE } from '../shared/menu-tree';
import { IconSelect } from './IconSelect';
import { menuMessages as m } from './messages';
import { childRows, type MenuRow, typesFor, typesUnder } from './model';
import { groupPaths } from './routes';

interface MenuForm {
  type: number;
  name: string;
  route?: string;
  permission?: string;
  icon?: string | null;
  sort?: number | null;
  visible: boolean;
}

export type MenuDialogTarget =
  | { kind: 'create'; parent?: MenuRow }
  | { kind: 'edit'; row: MenuRow; parent?: MenuRow };

export interface MenuDialogProps {
  target: MenuDialogTarget;
  /** The app's pages (a menu's route is one of them). */
  paths: readonly string[];
  /** Routes other menus use (offered but disabled). */
  usedRoutes: ReadonlySet<string>;
  /** Closes; `saved` after a save (the page refreshes the tree). */
  onClose: (saved: boolean) => void;
}

const PERMISSION = /^[a-zA-Z][a-zA-Z0-9_]*(:[a-zA-Z0-9_]+)+$/;

/**
 * 新增菜单 / 新增下级 / 编辑菜单: the type the place allows (three levels of 目录/菜单, buttons
 * only under a 菜单), the name, the route chosen from the app's own pages (or a button's
 * permission key), the icon, the order and whether the side menu shows it.
 */
export function MenuDialog({ target, paths, usedRoutes, onClose }: MenuDialogProps) {
  const client = useApi();
  const editing = target.kind === 'edit' ? target.row : undefined;
  const types = editing ? typesFor(editing, target.parent) : typesUnder(target.parent);
  const parentUrl = target.parent?.menuUrl;
  const pages = new Set(paths);
  const groups = new Set(groupPaths(paths));
  /** The routes a 目录 (groups of pages) or a 菜单 (pages) can point at. */
  const routesFor = (type: number) => {
    const allowed = type === MENU_TYPE.directory ? groups : pages;
    // The pages under the parent's path first (a group's own pages), then the rest.
    const under = (path: string) => (parentUrl && isPathPrefix(parentUrl, path) ? 0 : 1);
    const options = [...allowed]
      .sort((a, b) => under(a) - under(b) || a.localeCompare(b))
      .map((path) => ({
        value: path,
        label: usedRoutes.has(path) ? `${path}（${m.dialog.routeUsed}）` : path,
        disabled: usedRoutes.has(path),
      }));
    if (editing && editing.type === type && !allowed.has(editing.menuUrl))
      options.unshift({
        value: editing.menuUrl,
        label: `${editing.menuUrl}（${m.missingPage}）`,
        disabled: true,
      });
    return { allowed, options };
  };

  const initialValues: Partial<MenuForm> = editing
    ? {
        type: editing.type,
        name: editing.name,
        route: editing.type === MENU_TYPE.button ? undefined : editing.menuUrl,
        permission: editing.type === MENU_TYPE.button ? editing.menuUrl : undefined,
        icon: editing.icon,
        sort: editing.sort,
        visible: editing.visible,
      }
    : { type: types[0], visible: true, icon: null, sort: null };

  return (
    <EntityDialog<MenuForm, MenuRow, number>
      mode={editing ? 'edit' : 'create'}
      name="menu-dialog"
      title={
        editing ? m.dialog.edit : target.parent ? m.dialog.createChild(target.parent.name) : m.dialog.create
      }
      initialValues={initialValues}
      save={(values) => {
        const button = values.type === MENU_TYPE.button;
        const fields = {
          name: values.name.trim(),
          type: values.type as 0 | 1 | 2,
          menuUrl: (button ? values.permission : values.route)?.trim() ?? '',
          visible: button ? true : values.visible,
        };
        if (editing)
          return apiFetch(client, 'account', 'post', '/api/v1/menu/update', {
            body: {
              id: editing.id,
              ...fields,
              icon: button ? null : (values.icon ?? null),
              ...(values.sort == null ? {} : { sort: values.sort }),
            },
          });
        return apiFetch(client, 'account', 'post', '/api/v1/menu/add', {
          body: {
            parentId: target.parent?.id ?? 0,
            ...fields,
            ...(!button && values.icon ? { icon: values.icon } : {}),
            ...(values.sort == null ? {} : { sort: values.sort }),
          },
        });
      }}
      saveMeta={
        editing
          ? { successText: m.dialog.editSuccess, errorText: m.dialog.editFailure, what: 'menuUpdate' }
          : { successText: m.dialog.createSuccess, errorText: m.dialog.createFailure, what: 'menuAdd' }
      }
      onClose={({ saved }) => onClose(saved)}
    >
      {() => (
        <>
          <Form.Item label={m.dialog.parent}>
            <Input value={target.parent?.name ?? m.dialog.root} disabled aria-label={m.dialog.parent} />
          </Form.Item>
          <Form.Item
            label={m.dialog.type}
            name="type"
            extra={editing && childRows(editing).length > 0 ? m.dialog.typeFixed : undefined}
          >
            <Radio.Group options={types.map((t) => ({ value: t, label: m.types[t] }))} />
          </Form.Item>
          <Form.Item noStyle dependencies={['type']}>
            {({ getFieldValue }) => {
              const button = getFieldValue('type') === MENU_TYPE.button;
              const routes = routesFor(getFieldValue('type') as number);
              return (
                <>
                  <Form.Item
                    label={button ? m.dialog.buttonName : m.dialog.name}
                    name="name"
                    rules={[
                      {
                        required: true,
                        message: button ? m.dialog.buttonNameRequired : m.dialog.nameRequired,
                      },
                      { whitespace: true, message: m.dialog.nameBlank },
                    ]}
                  >
                    <Input maxLength={30} showCount />
                  </Form.Item>
                  {button ? (
                    <Form.Item
                      label={m.dialog.permission}
                      name="permission"
                      rules={[
                        { required: true, message: m.dialog.permissionRequired },
                        { pattern: PERMISSION, message: m.dialog.permissionPattern },
                      ]}
                    >
                      <Input maxLength={100} placeholder={m.dialog.permissionPlaceholder} />
                    </Form.Item>
                  ) : (
                    <>
                      <Form.Item
                        label={m.dialog.route}
                        name="route"
                        rules={[
                          { required: true, message: m.dialog.routeRequired },
                          {
                            validator: (_rule, value?: string) =>
                              !value || routes.allowed.has(value)
                                ? Promise.resolve()
                                : Promise.reject(new Error(m.dialog.routeMissing)),
                          },
                        ]}
                      >
                        <Select
                          showSearch={{ optionFilterProp: 'value' }}
                          placeholder={m.dialog.routePlaceholder}
                          options={routes.options}
                        />
                      </Form.Item>
                      <Form.Item label={m.dialog.icon} name="icon" extra={m.dialog.iconHint}>
                        <IconSelect />
                      </Form.Item>
                      <Form.Item
                        label={m.dialog.visible}
                        name="visible"
                        valuePropName="checked"
                        extra={m.dialog.visibleHint}
                      >
                        <Switch checkedChildren={m.visible.shown} unCheckedChildren={m.visible.hidden} />
                      </Form.Item>
                    </>
                  )}
                </>
              );
            }}
          </Form.Item>
          <Form.Item label={m.dialog.sort} name="sort">
            <InputNumber
              min={0}
              max={9999}
              precision={0}
              placeholder={m.dialog.sortPlaceholder}
              style={{ width: 200 }}
            />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
