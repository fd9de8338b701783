import LegibleSyntax

extension AndroidLayoutWalk {
    /// A `?attr/` size the layout's own theme leaves unresolved, resolved in the theme each
    /// `<include>` of the layout puts around it: the largest, when every include sets a theme of
    /// the app's that gives one, else `nil`. SeriesGuide 72ea839f `appwidget_row.xml:82`, a
    /// `<merge>` whose 48 dp wide ImageButton is `?attr/sgAppWidgetPosterHeight` tall, is included
    /// by six `appwidget_row_*.xml` under `Theme.SeriesGuide.AppWidget.*` (40 or 44 dp): 48×44
    /// at the most, under 48 in every one.
    func includerThemeLength(_ value: String) -> Double? {
        guard AndroidValueSyntax.themeAttribute(value) != nil, let themes = resources.includerThemes[layoutName], !themes.isEmpty else { return nil }
        var sizes: [Double] = []
        for theme in themes {
            guard let theme, let reference = AndroidValueSyntax.reference(theme), reference.type == "style", !reference.isFramework,
                let definition = resources.styles[reference.name]
            else { return nil }
            var themed = resources
            themed.applicationTheme = AndroidApplicationTheme(name: reference.name, location: definition.location)
            guard case .success(let dimension)? = try? themed.dimension(value), let dp = dimension.dp else { return nil }
            sizes.append(dp)
        }
        return sizes.max()
    }
}
