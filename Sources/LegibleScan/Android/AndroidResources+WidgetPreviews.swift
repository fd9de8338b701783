import Foundation
import LegibleSyntax

extension AndroidResources {
    /// Reads which layouts app widget providers name as `android:previewLayout`: the launcher's
    /// widget picker draws such a layout at the widget's own size (Android 12+, `AppWidgetProviderInfo.previewLayout`),
    /// not the screen's (SeriesGuide 72ea839f `xml/appwidget_v11_info.xml:12`,
    /// `layout/appwidget_preview.xml`). A file that is not well-formed XML, or not a provider, is skipped: `res/xml` holds
    /// preference screens, backup rules and anything else an app parses itself.
    mutating func readWidgetPreviews(providerFiles: [String]) {
        for file in providerFiles {
            guard let text = try? text(of: file), text.contains("previewLayout"),
                let root = try? XMLReader.parse(text, file: file, droppingWhitespaceBetweenElements: true), root.name == "appwidget-provider",
                let value = root.attribute("android:previewLayout"), let reference = AndroidValueSyntax.reference(value), reference.type == "layout"
            else { continue }
            let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
            widgetPreviews[reference.name] = widgetPreviews[reference.name] ?? "\(folder)/\((file as NSString).lastPathComponent)"
        }
    }
}
