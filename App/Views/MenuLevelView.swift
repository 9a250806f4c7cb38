import ShopMenu
import SwiftUI

/// The top level (`nil`) or a category's entries, titled with the category.
@MainActor
struct MenuLevelView: View {
  @ObservedObject var model: ShopAppModel
  let level: MenuEntry.ID?

  var body: some View {
    content
      .navigationTitle(model.title(of: level))
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button(Strings.close) { model.closeMenu() }
            .accessibilityHint(Text(Strings.closeHint))
        }
      }
  }

  @ViewBuilder private var content: some View {
    if let level, !model.isAvailable(level: level) {
      // A refresh removed this category while it was open.
      Text(Strings.levelGone)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
        .padding()
    } else if model.menu != nil {
      MenuEntriesList(model: model, teasers: model.teasers, level: level)
    } else if case .failed(let error) = model.menuState {
      FailureView(
        title: Text(Strings.menuFailedTitle), message: Text(Strings.message(for: error)),
        isRetrying: model.isRefreshing
      ) {
        Task { await model.refresh() }
      }
    } else {
      MenuLoadingView(photoRows: model.shop.showsTeaserRows)
    }
  }
}

#if DEBUG
  struct MenuLevelView_Previews: PreviewProvider {
    static var previews: some View {
      level("Photo rows", .standIn(.bonprix, feed: "feed"), nil)
      level("myToys sections", .standIn(.mytoys, feed: "feed"), nil)
      level("Damen: its photo as header", .standIn(.bonprix, feed: "feed"), ["Damen"])
      level("Loading", .standIn(.bonprix, feed: "feed@100000"), nil)
      level("Basic menu, offline", .standIn(.bonprix, feed: "offline"), nil)
      level("Updating", .standIn(.bonprix, feed: "offline,feed@100000"), nil, refresh: true)
      level("Failed", .standIn(.bonprix, feed: "offline", bundled: false), nil)
      level(
        "Trying again", .standIn(.bonprix, feed: "offline,offline@100000", bundled: false), nil,
        refresh: true)
    }

    @MainActor private static func level(
      _ name: String, _ launch: AppLaunch, _ level: [String]?, refresh: Bool = false
    ) -> some View {
      NavigationView {
        MenuLevelView(model: launch.model, level: level.map(MenuEntry.ID.init))
      }
      .navigationViewStyle(.stack)
      .task {
        await launch.model.start()
        if refresh { await launch.model.refresh() }
      }
      .previewDisplayName(name)
    }
  }
#endif
