import LegibleObjCScan
import LegibleScan
import Testing

/// The classes whose Objective-C sizes collection view items (``ScanFileResult/sizesCollectionItems``):
/// an Interface Builder cell they lay out is not as wide as its flow layout's `itemSize`.
@Suite struct ObjCCollectionSizingTests {
    @Test func theDelegateMethodAndAnItemSizeSetterNameTheirClasses() throws {
        let source = """
            #import <UIKit/UIKit.h>
            @implementation TabsViewController
            - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout sizeForItemAtIndexPath:(NSIndexPath *)indexPath {
                return CGSizeMake(68, 40);
            }
            @end
            @implementation GridLayoutHelper
            - (void)setUp:(UICollectionViewFlowLayout *)layout { [layout setItemSize:CGSizeMake(10, 10)]; }
            @end
            @implementation SettingsViewController
            - (CGFloat)width:(UICollectionViewFlowLayout *)layout { return self.view.bounds.size.width; }
            @end
            """
        #expect(try scanObjC(source).sizesCollectionItems == ["TabsViewController", "GridLayoutHelper"])
    }

    @Test func codeThatSizesNothingNamesNoClass() throws {
        #expect(try scanObjC(method("self.title.font = [UIFont systemFontOfSize:13];")).sizesCollectionItems.isEmpty)
    }
}
