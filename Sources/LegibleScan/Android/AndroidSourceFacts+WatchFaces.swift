/// Layouts a Wear OS watch face draws. A watch face service (AndroidX `WatchFaceService`, the
/// wearable support library's `CanvasWatchFaceService`) inflates its layout off screen and draws
/// it into the face's canvas at the watch's own scale; the face's code places and sizes its
/// views from its design, not from the font size setting. AndroidAPS 02052250
/// `CustomWatchface.kt:98` inflates `activity_custom.xml`, whose 62 px sizes
/// (`android:textSize="21px"`, `:101`) `customizeTextView` replaces for every view (`:666`,
/// `view.setTextSize(TypedValue.COMPLEX_UNIT_PX, textSize * zoomFactor)`); they were 62
/// `text.fixed-size` warnings.
///
/// The signal is the class, not the calls: which views a loop over the binding's container
/// reaches (`binding.mainLayout.forEach { … customizeTextView(view) }`) takes more than the text
/// of the files to tell, while a class whose superclasses end in a watch face service draws
/// nothing but the face.
extension AndroidSourceFacts {
    /// Records the layouts the file's class inflates: a binding class's `inflate(…)`, or an
    /// `inflate(R.layout.x, …)` call.
    mutating func addInflatedLayouts(_ code: [UInt8], className: String) {
        var layouts = Set<String>()
        for call in Self.calls(named: "inflate", in: code, receivers: true) {
            if let layout = Self.field(of: "R.layout.", in: call.argument) {
                layouts.insert(Self.key(layout))
            } else if let receiver = call.receiver, let binding = Self.bindingClass(in: Array(receiver.utf8)[...]) {
                layouts.insert(Self.key(binding))
            }
        }
        if !layouts.isEmpty { fragments.inflatedLayouts[className, default: []].formUnion(layouts) }
    }

    /// The watch face class that inflates the layout `name`, with the service it extends
    /// (`CustomWatchface (a WatchFaceService)`), or `nil`: a class whose superclasses, the app's
    /// own at most 8 deep, reach a class named `…WatchFaceService`.
    func watchFace(inflating name: String) -> String? {
        let layout = Self.key(name)
        // The first by name, so that the finding does not depend on the order files were read in.
        let faces = fragments.inflatedLayouts.compactMap { className, layouts in
            layouts.contains(layout) ? watchFaceService(above: className).map { service in "\(className) (a \(service))" } : nil
        }
        return faces.min()
    }

    /// The first class named `…WatchFaceService` among `name`'s superclasses.
    private func watchFaceService(above name: String) -> String? {
        var current = name
        for _ in 0..<8 {
            guard let parent = fragments.supertypes[current] else { return nil }
            if parent.hasSuffix("WatchFaceService") { return parent }
            current = parent
        }
        return nil
    }
}
