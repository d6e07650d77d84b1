import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BRANDS, chooseSandboxBrand, currentBrand } from '../../brands';
import { appText } from '../../i18n';
import { browserNavigation } from '../../ui/browserNavigation';

/** Sandbox only: try the portal as each white-label brand (the page reloads with the brand's look and menu). */
export const SandboxBrandSelect = () => (
    <TextField
        select
        size="small"
        label={appText('app.login.sandbox_brand')}
        value={currentBrand().id}
        onChange={(e) => {
            chooseSandboxBrand(e.target.value);
            browserNavigation.reload();
        }}
        fullWidth
        sx={{ mt: 3 }}
    >
        {Object.values(BRANDS).map((brand) => (
            <MenuItem key={brand.id} value={brand.id}>
                {brand.title}
            </MenuItem>
        ))}
    </TextField>
);
