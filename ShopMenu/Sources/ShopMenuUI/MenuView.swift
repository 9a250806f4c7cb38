#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The menu in its full-screen cover: a stack of levels (never split columns, also on iPad),
  /// each a list titled with its level's label and a Close button.
  @MainActor
  struct MenuView: View {
    @ObservedObject var model: ShopAppModel

    var body: some View {
      NavigationView {
        MenuLevelView(model: model, level: nil, depth: 0)
      }
      .navigationViewStyle(.stack)
    }
  }

  /// One level of the menu. Pushing and popping levels is driven by the model's
  /// ``ShopAppModel/path``: each category row is a `NavigationLink(isActive:)` that is active
  /// while the path runs through it, and the model never pushes more than one level in an update.
  @MainActor
  struct MenuLevelView: View {
    @ObservedObject var model: ShopAppModel
    /// The category whose entries this level lists; `nil` for the top level.
    let level: MenuEntry.ID?
    /// How many levels are above this one (0 for the top level).
    let depth: Int

    var body: some View {
      content
        .navigationTitle(model.title(of: level))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .navigationBarTrailing) {
            Button {
              model.closeMenu()
            } label: {
              Text(Strings.close)
            }
            .accessibilityHint(Text(Strings.closeHint))
            .accessibilityIdentifier(AccessibilityID.menuClose)
          }
        }
    }

    @ViewBuilder private var content: some View {
      if let level {
        MenuEntriesList(
          model: model, groups: model.groups(under: level), depth: depth,
          breadcrumb: model.breadcrumb(of: level, atDepth: depth))
      } else {
        // The search field is attached in every load state, so it is there from the first
        // appearance even when the menu arrives only after a Retry.
        MenuTopLevelView(model: model)
          .searchable(
            text: $model.searchQuery, placement: .navigationBarDrawer(displayMode: .always),
            prompt: Text(Strings.searchPrompt)
          )
      }
    }
  }

#endif
