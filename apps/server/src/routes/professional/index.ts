import type { AppInstance } from '../../app-instance';
import { addManagementRoute } from './add-management';
import { professionalManagementsRoute } from './professional-managements';
import { removeManagementRoute } from './remove-management';

/** The Professional Plan's profiles (spec §2 professional management, §6; decision 027). */
export function professionalRoutes(app: AppInstance) {
  professionalManagementsRoute(app);
  addManagementRoute(app);
  removeManagementRoute(app);
}
