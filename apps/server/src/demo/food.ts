import { addDays, schoolWeekStart } from '@carnet/contract';
import type { Db } from '../db/connect';
import { createFoodMenu } from '../modules/food/food.repository';
import type { DemoSchool } from './people';

const dish = (englishName: string, frenchName: string) => ({ englishName, frenchName });

const STARTERS = [
  dish('Grated carrots', 'Carottes râpées'),
  dish('Tomato salad', 'Salade de tomates'),
  dish('Leek soup', 'Soupe de poireaux'),
  dish('Cucumber with yoghurt sauce', 'Concombre à la sauce yaourt'),
  dish('Lentil salad', 'Salade de lentilles'),
];
const MAINS = [
  dish('Roast chicken with green beans', 'Poulet rôti et haricots verts'),
  dish('Fish in lemon sauce with rice', 'Poisson sauce citron et riz'),
  dish('Spaghetti bolognese', 'Spaghettis à la bolognaise'),
  dish('Vegetable couscous', 'Couscous aux légumes'),
  dish('Beef stew with carrots', 'Bœuf bourguignon et carottes'),
  dish('Cheese and spinach quiche', 'Quiche aux épinards et fromage'),
  dish('Turkey escalope with mashed potatoes', 'Escalope de dinde et purée'),
];
const DESSERTS = [
  dish('Apple', 'Pomme'),
  dish('Chocolate mousse', 'Mousse au chocolat'),
  dish('Yoghurt', 'Yaourt'),
  dish('Apple tart', 'Tarte aux pommes'),
  dish('Fruit salad', 'Salade de fruits'),
  dish('Rice pudding', 'Riz au lait'),
];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/**
 * Lunch menus for every work day of last week, this week and next week, except this week's
 * Wednesday, left empty so the home page shows 'No menu available'.
 */
export async function seedFood(db: Db, _school: DemoSchool, today: string): Promise<void> {
  const emptyDay = addDays(schoolWeekStart(today), 2);
  let index = 0;
  for (const weekOffset of [-1, 0, 1]) {
    for (let day = 0; day < 5; day += 1) {
      const date = addDays(schoolWeekStart(today, weekOffset), day);
      index += 1;
      if (date === emptyDay) continue;
      await createFoodMenu(db, date, [pick(STARTERS, index), pick(MAINS, index), pick(DESSERTS, index * 2)]);
    }
  }
}
