import type { Brand } from '../../brands';

/** The brand's mark: its initials on its colours (brands may ship an image instead). */
export const BrandLogo = ({ brand, size = 40 }: { brand: Brand; size?: number }) => {
    const initials = brand.title
        .split(/\s+/)
        .map((word) => word[0])
        .join('')
        .slice(0, 2)
        .toUpperCase();
    return (
        <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={brand.title}>
            <rect width="40" height="40" rx="10" fill={brand.primary} />
            <rect x="6" y="30" width="28" height="3" rx="1.5" fill={brand.secondary} />
            <text
                x="20"
                y="24"
                textAnchor="middle"
                fontFamily="Roboto, Arial, sans-serif" // not text
                fontSize="15"
                fontWeight="700"
                fill="#fff"
            >
                {initials}
            </text>
        </svg>
    );
};
