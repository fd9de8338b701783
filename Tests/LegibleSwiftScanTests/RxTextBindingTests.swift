import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// RxCocoa bindings that set a view's text (``RxTextBindings``). Lockwise 4d68f128
/// `lockbox-ios/View/AccountSettingView.swift:56-59` drives `usernameLabel.rx.text` with the
/// account's name, so `AccountSetting.storyboard:76`'s "Firefox Account" is a placeholder.
@Suite struct RxTextBindingTests {
    static func view(_ body: String) -> String {
        """
        import RxCocoa
        import RxSwift
        import UIKit

        class AccountSettingView: UIViewController {
            @IBOutlet weak var usernameLabel: UILabel!
            @IBOutlet weak var disconnectButton: UIButton!
            private let disposeBag = DisposeBag()

            func bind(displayName: Driver<String>) {
                \(body)
            }
        }
        """
    }

    static func texts(_ body: String) throws -> [String: [ScannedCodeText.Value]] {
        try scanSwift(view(body)).textsInCode.mapValues { $0.map(\.value) }
    }

    @Test func aDrivenTextIsCodes() throws {
        let real = try Self.texts("displayName\n    .drive(self.usernameLabel.rx.text)\n    .disposed(by: self.disposeBag)")
        #expect(real["AccountSettingView.usernameLabel"] == [.unreadable("displayName")], "\(real)")
        let bound = try Self.texts("displayName.asObservable().bind(to: usernameLabel.rx.attributedText).disposed(by: disposeBag)")
        #expect(bound["AccountSettingView.usernameLabel"]?.count == 1, "\(bound)")
        let title = try Self.texts("displayName.drive(disconnectButton.rx.title()).disposed(by: disposeBag)")
        #expect(title["AccountSettingView.disconnectButton"]?.count == 1, "\(title)")
    }

    @Test func whatSetsNoText() throws {
        // Must NOT count: reading the view's text (Lockwise ItemDetailView.swift:197), another
        // state's title, a property that is not text, and a closure subscriber.
        let cases = [
            "usernameLabel.rx.text.bind(to: textObserver).disposed(by: disposeBag)",
            "displayName.drive(disconnectButton.rx.title(for: .highlighted)).disposed(by: disposeBag)",
            "displayName.map { $0.isEmpty }.drive(usernameLabel.rx.isHidden).disposed(by: disposeBag)",
            "displayName.drive(onNext: { print($0) }).disposed(by: disposeBag)",
        ]
        for body in cases {
            #expect(try Self.texts(body).isEmpty, "\(body)")
        }
    }
}
