/// A xib whose File's Owner is a class with outlets to labels in a 375 × 600 root view: the shape
/// every "text or font set in code" suite starts from (the owner's source is what each varies).
public enum OwnedXib {
    /// A 60 pt wide one-line label whose German text cannot fit at 20 pt.
    public static func germanLabel(_ id: String) -> String {
        """
        <label text="Willkommen bei uns" numberOfLines="1" id="\(id)"><rect key="frame" x="0" y="0" width="60" height="24"/>
        <fontDescription key="fontDescription" type="system" pointSize="20"/></label>
        """
    }

    /// - Parameters:
    ///   - owner: the File's Owner's class.
    ///   - outlets: each outlet's property and the `id` of the view it connects, in order.
    ///   - subviews: the root view's subviews, as XML.
    ///   - rootExtra: XML after the subviews (a background colour).
    public static func document(owner: String, outlets: [(property: String, destination: String)], subviews: [String], rootExtra: String = "") -> String {
        let connections = outlets.enumerated().map { index, outlet in
            #"<outlet property="\#(outlet.property)" destination="\#(outlet.destination)" id="o\#(index + 1)"/>"#
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                        <connections>\(connections.joined())</connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>\(subviews.joined(separator: "\n"))</subviews>\(rootExtra)
                    </view>
                </objects>
            </document>
            """
    }
}
