import { Chip, Paper, Step, StepButton, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../components/layout/PageContainer';
import { CALCULATION_STEPS, calculationPath, type CalculationForm } from './calculation-route';

interface CalculationPageProps {
  projectId: string;
  form: CalculationForm;
}

/** `/calculation/{projectId}/{form}`: the calculator. For now its steps; the forms follow. */
export default function CalculationPage({ projectId, form }: CalculationPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const activeStep = form === 'as-template' ? 0 : CALCULATION_STEPS.indexOf(form);
  const title = projectId === 'new' ? t('calculation.newProject') : t('calculation.project', { id: projectId });
  return (
    <PageContainer title={title} actions={form === 'as-template' ? <Chip label={t('calculation.asTemplate')} color="primary" variant="outlined" /> : undefined}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stepper nonLinear activeStep={activeStep} alternativeLabel>
          {CALCULATION_STEPS.map((step) => (
            <Step key={step}>
              <StepButton onClick={() => navigate(calculationPath(projectId, step))}>{t(`calculation.steps.${step}`)}</StepButton>
            </Step>
          ))}
        </Stepper>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography color="text.secondary">{t('calculation.placeholder')}</Typography>
      </Paper>
    </PageContainer>
  );
}
