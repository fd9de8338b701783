// UIKit code, read by `legible scan`; compiled only where UIKit exists.
#if canImport(UIKit)
import UIKit

final class CheckoutViewController: UIViewController {
    private let totalLabel = UILabel()
    private let noteLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        totalLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        totalLabel.adjustsFontSizeToFitWidth = true
        noteLabel.font = .preferredFont(forTextStyle: .footnote)
        noteLabel.textColor = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
    }
}
#endif
