import Breadcrumb from 'antd/es/breadcrumb';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import AudienceForm from './AudienceForm';

const LIST = '/audience/index';

/** /audience/create: the add form; a created package opens the list, where its import shows. */
export default function AudienceFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Breadcrumb items={[{ title: t('menu.audience'), href: `#${LIST}` }, { title: t('menu.audience.create') }]} />
      <Card title={t('audiences.form.title.create')}>
        <AudienceForm
          item={null}
          onCreated={() => void navigate(LIST)}
          onEdited={() => void navigate(LIST)}
          onCancel={() => void navigate(LIST)}
        />
      </Card>
    </div>
  );
}
